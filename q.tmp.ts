import { startTestServer } from './test/utils/startTestServer';
(async () => { const s = await startTestServer();
for (const url of ['/api/persons/%E0%A4%A', '/api/%', '/%zz', '/api/persons?PageNumber=1e18']) {
 const r = await s.app.inject({ url }); console.log(url, r.statusCode, r.body.slice(0,150)); }
const r2 = await s.app.inject({ method:'POST', url:'/api/persons', headers: {'content-type':'application/xml'}, payload:'<a/>' }); console.log('xml', r2.statusCode, r2.body);
const r3 = await fetch(s.url + '/api/versionupdate', { headers: { 'x-big': 'a'.repeat(20000) } }); console.log('big', r3.status, await r3.text());
await s.close(); })();
