//! `misere-octal-judge`: the judge side on the command line.

kit::judge_main!(type misere_octal::MisereOctal);
