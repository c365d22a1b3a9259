//! The standard judged tests (snapshots, samples, validator, generator, references, solution).

kata::problem_tests!(game_graph, "game-graph");
