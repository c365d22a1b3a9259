//! The problem kit: what the judge side of every problem crate shares, and nothing of the
//! workspace tool (no command line, no process control), so a problem crate stays light.
//!
//! - [`problem`]: a problem's folder as data (`problem.toml`, its cases, its snapshots), and
//!   the cache of its generated cases, pinned by their [`sha256`];
//! - [`judge_env`]: a reproduction's judge (`[judge]`): its rustc, edition, source limit;
//! - [`practice`]: what a person practising meets: a kata's topic on the path, its hints;
//! - [`params`]: a problem's `[params]` (its limits), one source for its code and README;
//! - [`validate`]: the strict, testlib-style reader that validators are written with;
//! - [`judged`]: the [`Judged`](judged::Judged) trait, a problem's judge side with typed input;
//! - [`side`]: a problem's judge side as text functions (validator, generator, references, optional checker and
//!   shrinker) and the `<slug>-judge` / `<slug>-checker` binaries made from it;
//! - [`laws`]: the laws of a [`Judged`](judged::Judged) impl on its generated inputs (generator,
//!   references, shrinker), on its types;
//! - [`testing`]: the standard tests every problem runs (`problem_tests!`);
//! - [`bench`]: criterion on the `max_*` cases (`bench_max_cases!`);
//! - [`shapes`]: problem shapes several problems share (`t` tests, one winner each);
//! - [`compare`]: how an output is compared with the expected one;
//! - [`pipe`]: running a trusted helper program on an input held in memory;
//! - [`heaps`], [`reach`], [`rare_values`]: references shared by several problems;
//! - [`knights`]: the judge side shared by the multi-knight problems (`knights-*`);
//! - [`notakto`]: the boards, search and presented quotient shared by the Notakto problems;
//! - [`hackenbush`]: the naive reference of the Hackenbush problems (search on edge sets);
//! - [`explain`]: why a certified answer is right, in the game's terms (Grundy values, the
//!   nim-sum, a winning move), shared by the problems of a family and checked by search.

pub mod bench;
pub mod compare;
pub mod explain;
pub mod hackenbush;
pub mod heaps;
pub mod judge_env;
pub mod judged;
pub mod knights;
pub mod laws;
pub mod notakto;
pub mod octal_rows;
pub mod params;
pub mod picks;
pub mod pipe;
pub mod practice;
pub mod problem;
pub mod rare_values;
pub mod reach;
pub mod sha256;
pub mod shapes;
pub mod side;
pub mod testing;
pub mod validate;
