//! `kattis-hackenbushshrubbery-judge`: the judge side on the command line.

kit::judge_main!(type kattis_hackenbushshrubbery::Shrubbery);
