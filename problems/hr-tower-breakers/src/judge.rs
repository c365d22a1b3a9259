//! `hr-tower-breakers-judge`: the judge side on the command line (see `kit::side`).

kit::judge_main!(hr_tower_breakers);
