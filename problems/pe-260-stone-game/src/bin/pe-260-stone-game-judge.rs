//! `pe-260-stone-game-judge`: the judge side on the command line (see `kit::side`).

kit::judge_main!(type pe_260_stone_game::StoneGame260);
