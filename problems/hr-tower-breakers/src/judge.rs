//! `hr-tower-breakers-judge`: the judge side on the command line (see `kata::side`).

kata::judge_main!(hr_tower_breakers);
