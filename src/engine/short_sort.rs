//! Sorting for the game's short lists: four seats, a bag of Pots, a
//! node's children, the saved games. The standard library's sorts are
//! built for long slices: each call site instantiated 2 to 8 KB of code
//! (45 KB of the browser's wasm for 13 sites, BENCHMARKS.md "Bundle").
//! An insertion sort is a few dozen bytes a site and, at these lengths,
//! as quick. Both sorts here are stable, like `slice::sort_by`.

/// Sorts `v` so that no element is `less` than one before it; equal
/// elements keep their order.
pub fn sort_by<T>(v: &mut [T], mut less: impl FnMut(&T, &T) -> bool) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && less(&v[j], &v[j - 1]) {
            v.swap(j, j - 1);
            j -= 1;
        }
    }
}

/// Sorts `v` by a key, stably (as `slice::sort_by_key`).
pub fn sort_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(v, |a, b| key(a) < key(b));
}

/// Sorts `v` in ascending order (as `slice::sort`).
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, |a, b| a < b);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The same order as the standard library's stable sorts, on every
    /// permutation-heavy input: short, long, with ties, reversed.
    #[test]
    fn sorts_as_the_standard_library_does_and_keeps_ties_in_order() {
        let mut seed = 7u64;
        for len in [0, 1, 2, 3, 4, 5, 17, 64, 200] {
            for _ in 0..20 {
                let v: Vec<(u8, usize)> = (0..len)
                    .map(|i| {
                        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                        ((seed >> 59) as u8, i)
                    })
                    .collect();
                let mut ours = v.clone();
                sort_by_key(&mut ours, |&(k, _)| k);
                let mut std = v.clone();
                std.sort_by_key(|&(k, _)| k);
                assert_eq!(ours, std);
                let mut ours = v.clone();
                sort(&mut ours);
                let mut std = v.clone();
                std.sort();
                assert_eq!(ours, std);
                let mut ours = v.clone();
                sort_by(&mut ours, |a, b| a.0 > b.0);
                let mut std = v;
                std.sort_by_key(|b| std::cmp::Reverse(b.0));
                assert_eq!(ours, std);
            }
        }
    }
}
