//! `hr-tower-breakers-judge`: the judge side on the command line (see `kit::side`).

kit::judge_main!(type hr_tower_breakers::TowerBreakers);
