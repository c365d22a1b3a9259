//! `kattis-hackenbushbamboo-judge`: the judge side on the command line.

kit::judge_main!(type kattis_hackenbushbamboo::Bamboo);
