//! The quotient built component by component: with the quotient of the
//! earlier components verified, the new component is tried as each of its
//! elements; if none is free of failures, the quotient is extended by
//! levels of the new component's count (submodule `levels`; the game's own
//! quotient), or learned (submodule `learner`; a level game's quotient,
//! where levels would nest) and by levels if the learner's searches outgrow
//! their allowance.

use super::learner::Learner;
use super::levels;
use super::n_failures::Candidate;
use super::oracle::Oracle;
use super::rules::Rules;
use super::search::Search;
use super::verified::{Verified, reduce};
use super::{MisereQuotient, QuotientError};

/// The sums the learner may search for one component (a level game's)
/// before the component is added by levels instead. Measured on Q_30 and
/// Q_31 of 0.07: 2^10 made them 7 and 20 times slower (levels nest deeper,
/// each level repeating the small components' work), 2^16 and 2^18 1.3 to
/// 2.5 times slower (the learner's searches of sums of large heaps).
const STEP_WORK: usize = 1 << 14;

/// How a component that is none of the previous quotient's elements is
/// added.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Step {
    /// By levels of its count.
    Levels,
    /// By the learner, its outcomes from game-tree search within a budget,
    /// else by levels.
    Learn,
}

/// The quotient of the sums of components with `options` (sorted sums of
/// earlier components) under `rules`, with at most `limit` elements.
pub(super) fn by_components(
    options: &[Vec<Vec<u32>>],
    rules: &Rules,
    limit: usize,
    step: Step,
) -> Result<Verified, QuotientError> {
    // A level game's quotient, for the levels (learned: levels would nest).
    let learned = |options: &[Vec<Vec<u32>>], rules: &Rules, limit: usize| {
        by_components(options, rules, limit, Step::Learn)
    };
    let mut search = (step == Step::Learn)
        .then(|| Search::new(options, rules.clone(), MisereQuotient::MEMO_LIMIT));
    let mut tests = vec![Vec::new()];
    let empty_p = rules.terminal_p() && !rules.wins(0);
    let mut quotient =
        Verified { table: vec![vec![0]], p: vec![empty_p], phi: vec![], tags: vec![0] };
    for c in 1..=options.len() {
        let fit = fitting_element(&options[..c], rules, &quotient, search.is_some())?;
        quotient = match (fit, search.as_mut()) {
            (Ok(x), _) => {
                quotient.phi.push(x);
                quotient
            }
            (Err(best), Some(oracle)) => {
                if let Some((g, x)) = best {
                    let q = quotient.clone();
                    oracle.trust(q.table, q.p, q.phi.into_iter().chain([x]).collect(), Some(g));
                }
                oracle.allow(STEP_WORK);
                let mut learner = Learner::new(
                    &options[..c],
                    oracle,
                    rules,
                    tests.clone(),
                    limit,
                    MisereQuotient::TRIPLE_LIMIT,
                );
                match learner.run() {
                    Ok(()) => {
                        tests = learner.tests.clone();
                        minimise(&learner)
                    }
                    Err(QuotientError::SearchTooLarge { .. } | QuotientError::TooLarge { .. }) => {
                        levels::extend(&options[..c], &quotient, rules, limit, &learned)?
                    }
                    Err(e) => return Err(e),
                }
            }
            (Err(_), None) => levels::extend(&options[..c], &quotient, rules, limit, &learned)?,
        };
        if quotient.len() > limit {
            return Err(QuotientError::TooLarge { limit });
        }
        if let Some(oracle) = search.as_mut() {
            let q = quotient.clone();
            oracle.trust(q.table, q.p, q.phi, None);
        }
    }
    Ok(quotient)
}

/// The previous quotient `q` with the last of the components (`options`)
/// as each of its elements of the component's context element and
/// prediction alone: the first without failure, else (when `least`) the
/// one whose least failure is greatest, with that failure.
#[allow(clippy::type_complexity)]
fn fitting_element(
    options: &[Vec<Vec<u32>>],
    rules: &Rules,
    q: &Verified,
    least: bool,
) -> Result<Result<u32, Option<(Vec<u64>, u32)>>, QuotientError> {
    let too_large = |()| QuotientError::CheckTooLarge { limit: MisereQuotient::TRIPLE_LIMIT };
    let c = options.len() - 1;
    let tag = rules.tag_of(c as u32);
    let winning: Vec<bool> = q.tags.iter().map(|&t| rules.wins(t)).collect();
    // The new component alone: P when it is not winning, has a move (or
    // terminal positions are P), and no option is P.
    let alone = &options[c];
    let alone_p = !rules.wins(tag)
        && (!alone.is_empty() || rules.terminal_p())
        && alone.iter().all(|o| !q.p[q.of(o) as usize]);
    let mut best: Option<(Vec<u64>, u32)> = None;
    for x in
        (0..q.len() as u32).filter(|&x| q.tags[x as usize] == tag && q.p[x as usize] == alone_p)
    {
        let image: Vec<u32> = q.phi.iter().copied().chain([x]).collect();
        let candidate = Candidate::with_rules(
            q.table.clone(),
            q.p.clone(),
            image,
            options,
            winning.clone(),
            rules.terminal_p(),
        );
        if !least {
            if !candidate.fails(MisereQuotient::TRIPLE_LIMIT).map_err(too_large)? {
                return Ok(Ok(x));
            }
            continue;
        }
        match candidate.least_failure(MisereQuotient::TRIPLE_LIMIT).map_err(too_large)? {
            None => return Ok(Ok(x)),
            Some(g) => {
                if best.as_ref().map_or(true, |(b, _)| g.iter().rev().gt(b.iter().rev())) {
                    best = Some((g, x));
                }
            }
        }
    }
    Ok(Err(best))
}

/// Merges indistinguishable states of a verified automaton (their
/// prediction and context element alike, and so after every sum).
pub(super) fn minimise(l: &Learner) -> Verified {
    let p: Vec<bool> = l.rows.iter().map(|row| row[0]).collect();
    reduce(&p, &l.tags, &l.delta, &l.delta[0], |x, y| l.mul(x, y))
}
