-- The AI assistant (spec 7.2): conversations per user account, their question/answer rows, and
-- the library of suggested questions.

CREATE TABLE ai_conversation_mains (
  conversation_main_id TEXT PRIMARY KEY,
  -- the token's account: a user sees and deletes only their own conversations
  user_account TEXT NOT NULL COLLATE NOCASE,
  -- empty until the first question names it
  title TEXT NOT NULL DEFAULT '',
  create_time INTEGER NOT NULL,
  -- epoch ms of the last question, so the history lists recently used conversations first
  operate_time INTEGER NOT NULL
);
CREATE INDEX ai_conversation_mains_user ON ai_conversation_mains (user_account, operate_time DESC);

CREATE TABLE ai_conversation_details (
  detail_id INTEGER PRIMARY KEY,
  conversation_main_id TEXT NOT NULL
    REFERENCES ai_conversation_mains (conversation_main_id) ON DELETE CASCADE,
  query_text TEXT NOT NULL,
  reasoning_content TEXT NOT NULL DEFAULT '',
  result_content TEXT NOT NULL DEFAULT '',
  model TEXT NOT NULL DEFAULT '',
  -- 0 generating, 1 complete, 2 cut off (the client went away; the text so far is kept), 3 failed
  state INTEGER NOT NULL DEFAULT 0 CHECK (state BETWEEN 0 AND 3),
  operate_time INTEGER NOT NULL
);
CREATE INDEX ai_conversation_details_main ON ai_conversation_details (conversation_main_id, detail_id);

CREATE TABLE ai_problem_templates (
  template_id INTEGER PRIMARY KEY,
  content_text TEXT NOT NULL UNIQUE,
  category TEXT NOT NULL,
  click_count INTEGER NOT NULL DEFAULT 0
);

INSERT INTO ai_problem_templates (template_id, category, content_text) VALUES
  (1, '高血压', '高血压患者随访的频次是多少？'),
  (2, '高血压', '高血压患者血压控制满意的标准是什么？'),
  (3, '高血压', '65岁及以上老年高血压患者的降压目标是多少？'),
  (4, '高血压', '高血压患者随访时出现哪些情况需要紧急转诊？'),
  (5, '高血压', '高血压患者第一次血压控制不满意应如何处理？'),
  (6, '高血压', '35岁及以上居民血压筛查有哪些要求？'),
  (7, '高血压', '高血压患者规范管理率如何计算？'),
  (8, '用药', '常用降压药物有哪几类？各有哪些不良反应？'),
  (9, '用药', '服用ACEI类降压药后出现干咳怎么办？'),
  (10, '高血压', '高血压患者每日食盐摄入量应控制在多少？'),
  (11, '糖尿病', '2型糖尿病患者每年需要随访几次？'),
  (12, '糖尿病', '糖尿病患者空腹血糖的控制目标是多少？'),
  (13, '糖尿病', '糖尿病患者糖化血红蛋白的控制目标是多少？'),
  (14, '糖尿病', '糖尿病患者随访时出现哪些危急情况需要紧急转诊？'),
  (15, '用药', '二甲双胍的禁忌证有哪些？'),
  (16, '糖尿病', '糖尿病患者发生低血糖应如何处理？'),
  (17, '糖尿病', '2型糖尿病的高危人群有哪些？'),
  (18, '糖尿病', '糖尿病患者的血压控制目标是多少？'),
  (19, '糖尿病', '糖尿病足的日常预防要点有哪些？'),
  (20, '糖尿病', '管理人群血糖控制率如何计算？'),
  (21, '老年人', '65岁及以上老年人每年健康体检包括哪些项目？'),
  (22, '老年人', '老年人生活自理能力评估如何判定？'),
  (23, '中医药', '老年人中医药健康管理服务包括哪些内容？'),
  (24, '老年人', '老年人防跌倒健康指导有哪些要点？'),
  (25, '健康档案', '居民健康档案的建档对象有哪些？'),
  (26, '健康档案', '健康档案使用率怎么计算？'),
  (27, '健康档案', '什么是有动态记录的健康档案？'),
  (28, '严重精神障碍', '严重精神障碍患者的随访频次是多少？'),
  (29, '严重精神障碍', '严重精神障碍患者危险性评估分为几级？'),
  (30, '肺结核', '肺结核患者第一次入户随访有什么要求？'),
  (31, '肺结核', '肺结核患者督导服药期间的随访频次是多少？'),
  (32, '儿童', '0～6岁儿童健康管理包括哪些服务时间点？'),
  (33, '儿童', '新生儿家庭访视应在什么时间完成？'),
  (34, '孕产妇', '孕产妇健康管理要求做几次产前随访？'),
  (35, '孕产妇', '产后访视和产后42天健康检查包括哪些内容？'),
  (36, '健康教育', '健康知识讲座的举办频次有什么要求？'),
  (37, '健康教育', '健康教育宣传栏多久更换一次内容？'),
  (38, '健康教育', '公众健康咨询活动每年至少开展几次？'),
  (39, '预防接种', '发现疑似预防接种异常反应应如何报告？'),
  (40, '传染病', '传染病疫情报告的时限要求是什么？'),
  (41, '综合', '国家基本公共卫生服务包括哪些项目？'),
  (42, '综合', '家庭医生签约服务包括哪些内容？'),
  (43, '转诊', '双向转诊的上转指征有哪些？'),
  (44, '两病', '高血压合并糖尿病患者如何开展“两病”管理？'),
  (45, '慢病', '慢性病患者的年度健康体检可以和随访结合吗？'),
  (46, '慢病', '血脂异常的判定标准是什么？'),
  (47, '慢病', '脑卒中患者社区随访的要点有哪些？'),
  (48, '慢病', '慢阻肺患者稳定期的社区管理要点有哪些？');
