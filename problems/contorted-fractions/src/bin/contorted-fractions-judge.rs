//! `contorted-fractions-judge`: the judge side on the command line.

kit::judge_main!(type contorted_fractions::ContortedFractions);
