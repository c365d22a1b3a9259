//! The stdin reader inlined into bundles as `mod proconio` (`--proconio inline`), for judges
//! that do not provide the proconio crate (CSES, HackerRank, TopCoder, …).
//!
//! It is a minimal reader written for this workspace, not proconio's code: all of stdin is
//! read once at the first read, then each value is parsed from the next whitespace-separated
//! token. Its `input!` supports the subset [`check_reader_subset`] accepts, which is what our
//! solutions use; the bundler refuses anything else before emitting a file. Memory: the input
//! once, no copy per token. It compiles with Rust 1.59 (HackerRank's).
//!
//! [`check_reader_subset`]: super::solution::check_reader_subset

/// The module's text: `use proconio::input;` and `use proconio::marker::Usize1;` resolve to
/// it when it sits at the bundle's crate root.
pub const MODULE: &str = r#"// A minimal stdin reader written for this workspace by `cargo bundle`; not proconio's code.
// It supports the `input!` forms `name: T` and `mut name: T`, with T a scalar (integers, floats,
// String, char), a marker (Chars, Bytes, Usize1, Isize1), an array `[T; n]` (a Vec) or a tuple.
// A submission uses only part of the reader.
#[allow(dead_code)]
mod proconio {
    use std::cell::RefCell;
    use std::io::Read;
    use std::str::SplitAsciiWhitespace;

    thread_local! {
        static TOKENS: RefCell<Option<SplitAsciiWhitespace<'static>>> = RefCell::new(None);
    }

    // The next whitespace-separated token of stdin, which is read whole at the first call.
    // (Old judges' Rust: no `OnceLock`, no const `Mutex::new`.)
    pub fn token() -> &'static str {
        TOKENS.with(|tokens| {
            let mut tokens = tokens.borrow_mut();
            let tokens = tokens.get_or_insert_with(|| {
                let mut text = String::new();
                std::io::stdin().read_to_string(&mut text).expect("input: cannot read stdin");
                Box::leak(text.into_boxed_str()).split_ascii_whitespace()
            });
            tokens.next().expect("input: the input ended early")
        })
    }

    // A type read from one token.
    pub trait Readable {
        type Output;
        fn read(token: &str) -> Self::Output;
    }

    macro_rules! from_str {
        ($($kind:ty),*) => {$(
            impl Readable for $kind {
                type Output = $kind;
                fn read(token: &str) -> $kind {
                    match token.parse() {
                        Ok(value) => value,
                        Err(_) => panic!("input: cannot read {:?} as {}", token, stringify!($kind)),
                    }
                }
            }
        )*};
    }
    from_str!(u8, u16, u32, u64, u128, usize, i8, i16, i32, i64, i128, isize, f32, f64, String, char);

    pub mod marker {
        // A token as a `Vec<char>`.
        pub enum Chars {}
        // A token as a `Vec<u8>`.
        pub enum Bytes {}
        // A 1-based index read as a 0-based `usize`.
        pub enum Usize1 {}
        // A 1-based index read as a 0-based `isize`.
        pub enum Isize1 {}
    }

    impl Readable for marker::Chars {
        type Output = Vec<char>;
        fn read(token: &str) -> Vec<char> {
            token.chars().collect()
        }
    }

    impl Readable for marker::Bytes {
        type Output = Vec<u8>;
        fn read(token: &str) -> Vec<u8> {
            token.bytes().collect()
        }
    }

    impl Readable for marker::Usize1 {
        type Output = usize;
        fn read(token: &str) -> usize {
            usize::read(token).checked_sub(1).expect("input: Usize1 read 0")
        }
    }

    impl Readable for marker::Isize1 {
        type Output = isize;
        fn read(token: &str) -> isize {
            isize::read(token).checked_sub(1).expect("input: Isize1 overflows")
        }
    }

    macro_rules! input {
        () => {};
        (@entry [$($pattern:tt)*] [$($kind:tt)*] , $($rest:tt)*) => {
            let $($pattern)* = $crate::proconio::read_value!($($kind)*);
            $crate::proconio::input!($($rest)*);
        };
        (@entry [$($pattern:tt)*] [$($kind:tt)*] $next:tt $($rest:tt)*) => {
            $crate::proconio::input!(@entry [$($pattern)*] [$($kind)* $next] $($rest)*);
        };
        (@entry [$($pattern:tt)*] [$($kind:tt)*]) => {
            let $($pattern)* = $crate::proconio::read_value!($($kind)*);
        };
        (mut $name:ident : $($rest:tt)*) => {
            $crate::proconio::input!(@entry [mut $name] [] $($rest)*);
        };
        ($name:ident : $($rest:tt)*) => {
            $crate::proconio::input!(@entry [$name] [] $($rest)*);
        };
    }
    pub(crate) use input;

    macro_rules! read_value {
        (@array [$($kind:tt)*] ; $len:expr) => {
            (0..$len).map(|_| $crate::proconio::read_value!($($kind)*)).collect::<Vec<_>>()
        };
        (@array [$($kind:tt)*] $next:tt $($rest:tt)*) => {
            $crate::proconio::read_value!(@array [$($kind)* $next] $($rest)*)
        };
        (@tuple [$($done:tt)*] [$($kind:tt)*] , $($rest:tt)*) => {
            $crate::proconio::read_value!(@tuple [$($done)* [$($kind)*]] [] $($rest)*)
        };
        (@tuple [$($done:tt)*] [$($kind:tt)*] $next:tt $($rest:tt)*) => {
            $crate::proconio::read_value!(@tuple [$($done)*] [$($kind)* $next] $($rest)*)
        };
        (@tuple [$([$($kind:tt)*])*] []) => {
            ($($crate::proconio::read_value!($($kind)*),)*)
        };
        (@tuple [$($done:tt)*] [$($kind:tt)+]) => {
            $crate::proconio::read_value!(@tuple [$($done)* [$($kind)+]] [])
        };
        ([$($inside:tt)*]) => {
            $crate::proconio::read_value!(@array [] $($inside)*)
        };
        (($($inside:tt)*)) => {
            $crate::proconio::read_value!(@tuple [] [] $($inside)*)
        };
        ($kind:ty) => {
            <$kind as $crate::proconio::Readable>::read($crate::proconio::token())
        };
    }
    pub(crate) use read_value;
}
"#;
