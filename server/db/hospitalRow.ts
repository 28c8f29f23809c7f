/** A row of the hospitals table, with the columns the server's queries read. */
export interface HospitalRow {
  hosp_id: string;
  parent_id: string | null;
  region_code: string;
  hosp_name: string;
  hosp_class: number;
  state: number;
  sort_no: number;
}
