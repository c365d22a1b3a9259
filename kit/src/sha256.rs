//! SHA-256 (FIPS 180-4, by the `sha2` crate), the hash that pins a generated case's bytes in
//! `problem.toml`, printed as `sha256sum` prints it.

use sha2::{Digest, Sha256};

/// The SHA-256 digest of `bytes`, as 64 lowercase hexadecimal digits (as `sha256sum` prints).
///
/// # Complexity
/// O(n) for n bytes.
///
/// # Example
/// ```
/// assert_eq!(
///     kit::sha256::hex(b"abc"),
///     "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
/// );
/// ```
pub fn hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes).iter().map(|byte| format!("{byte:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::hex;

    /// The test vectors of FIPS 180-4's examples and NIST's short-message set, printed as
    /// `sha256sum` prints them.
    #[test]
    fn the_standard_test_vectors() {
        let vectors: [(&[u8], &str); 4] = [
            (b"", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            (b"abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (
                b"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
            ),
            (
                b"abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
                "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1",
            ),
        ];
        for (message, expected) in vectors {
            assert_eq!(hex(message), expected, "{:?}", String::from_utf8_lossy(message));
        }
        assert_eq!(
            hex(&[b'a'; 1_000_000]),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
        );
    }
}
