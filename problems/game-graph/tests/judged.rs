//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kit::problem_tests!(game_graph, "game-graph");
