//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kit::problem_tests!(pe_260_stone_game, "pe-260-stone-game");
