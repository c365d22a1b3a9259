//! The naive reference: games as raw trees `{L | R}`, built and compared by the definitions,
//! independent of the lib's `GameStore`.
//!
//! Raw forms are hash-consed (structurally equal trees share one id, options sorted and
//! deduplicated), which changes no definition: `≤`, sums and negation are the recursive
//! definitions, canonical forms come from removing dominated options and bypassing reversible
//! ones until neither applies, stops and thermographs are computed by their definitions on
//! the canonical tree. Exact values are dyadic rationals `n / 2^e` in `i128`.

use std::cmp::Ordering;
use std::collections::HashMap;
use std::fmt;

/// Most raw nodes one input may build before the naive reference gives up.
pub const NODE_BUDGET: usize = 150_000;
/// Most memoised comparisons before it gives up.
pub const LEQ_BUDGET: usize = 3_000_000;
/// Largest absolute integer expanded to its raw form.
pub const INT_MAX: i128 = 200;
/// Largest exponent of a denominator expanded.
pub const EXP_MAX: u32 = 16;
/// Largest up multiple and nimber expanded.
pub const COUNT_MAX: u64 = 64;
/// Deepest nesting read.
pub const DEPTH_MAX: usize = 200;

/// The input is beyond the naive reference's budget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TooBig;

type Res<T> = Result<T, TooBig>;

/// An exact dyadic rational `n / 2^e`, kept reduced (`n` odd or `e = 0`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Q {
    n: i128,
    e: u32,
}

impl Q {
    /// `n / 2^e`, reduced.
    pub fn new(mut n: i128, mut e: u32) -> Q {
        while e > 0 && n % 2 == 0 {
            n /= 2;
            e -= 1;
        }
        Q { n, e }
    }
    /// The integer `n`.
    pub fn int(n: i128) -> Q {
        Q { n, e: 0 }
    }
    fn at(self, e: u32) -> i128 {
        self.n << (e - self.e)
    }
    fn add(self, o: Q) -> Q {
        let e = self.e.max(o.e);
        Q::new(self.at(e) + o.at(e), e)
    }
    fn sub(self, o: Q) -> Q {
        self.add(o.neg())
    }
    fn neg(self) -> Q {
        Q { n: -self.n, e: self.e }
    }
    fn halve(self) -> Q {
        Q::new(self.n, self.e + 1)
    }
    fn mul(self, k: i64) -> Q {
        Q::new(self.n * i128::from(k), self.e)
    }
    fn floor(self) -> i128 {
        self.n.div_euclid(1 << self.e)
    }
    fn ceil(self) -> i128 {
        -self.neg().floor()
    }
    fn is_int(self) -> bool {
        self.e == 0
    }
    /// The simplest number strictly between `lo` and `hi` (either may be absent).
    fn simplest(lo: Option<Q>, hi: Option<Q>) -> Q {
        match (lo, hi) {
            (None, None) => Q::int(0),
            (Some(l), None) => Q::int(if l.n < 0 { 0 } else { l.floor() + 1 }),
            (None, Some(h)) => Q::int(if h.n > 0 { 0 } else { h.ceil() - 1 }),
            (Some(l), Some(h)) => {
                if l.n < 0 && h.n > 0 {
                    return Q::int(0);
                }
                // The integer nearest zero strictly inside, else the least denominator.
                let candidate = if l.n >= 0 { l.floor() + 1 } else { h.ceil() - 1 };
                if Q::int(candidate) > l && Q::int(candidate) < h {
                    return Q::int(candidate);
                }
                let mut e = 1;
                loop {
                    // Multiples of 1/2^e strictly inside: take the one nearest zero.
                    let lo_k = l.mul_pow2_floor(e) + 1;
                    let hi_k = h.mul_pow2_ceil(e) - 1;
                    if lo_k <= hi_k {
                        let k = if lo_k > 0 {
                            lo_k
                        } else if hi_k < 0 {
                            hi_k
                        } else {
                            0
                        };
                        return Q::new(k, e);
                    }
                    e += 1;
                }
            }
        }
    }
    /// `floor(self · 2^e)`.
    fn mul_pow2_floor(self, e: u32) -> i128 {
        if e >= self.e { self.n << (e - self.e) } else { self.n.div_euclid(1 << (self.e - e)) }
    }
    /// `ceil(self · 2^e)`.
    fn mul_pow2_ceil(self, e: u32) -> i128 {
        -self.neg().mul_pow2_floor(e)
    }
    /// The temperature of this number: −1 for an integer, −1/2^e otherwise.
    pub fn number_temperature(self) -> Q {
        if self.is_int() { Q::int(-1) } else { Q::new(-1, self.e) }
    }
}

impl Ord for Q {
    fn cmp(&self, o: &Q) -> Ordering {
        let e = self.e.max(o.e);
        self.at(e).cmp(&o.at(e))
    }
}

impl PartialOrd for Q {
    fn partial_cmp(&self, o: &Q) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

impl fmt::Display for Q {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.e == 0 {
            write!(f, "{}", self.n)
        } else {
            write!(f, "{}/{}", self.n, 1i128 << self.e)
        }
    }
}

/// A piecewise-linear function of the temperature `t ≥ 0`: breakpoints `(t, value)`, each
/// with the (integer) slope that follows it.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Pl {
    pts: Vec<(Q, Q, i64)>,
}

impl Pl {
    fn constant(x: Q) -> Pl {
        Pl { pts: vec![(Q::int(0), x, 0)] }
    }
    /// The value and slope at `t` (the slope of the piece starting at or before `t`).
    fn at(&self, t: Q) -> (Q, i64) {
        let (t0, v0, s) = *self.pts.iter().rev().find(|p| p.0 <= t).expect("t ≥ 0");
        (v0.add(t.sub(t0).mul(s)), s)
    }
    /// `f(t) + s · t`.
    fn shift(&self, s: i64) -> Pl {
        Pl { pts: self.pts.iter().map(|&(t, v, k)| (t, v.add(t.mul(s)), k + s)).collect() }
    }
    fn breakpoints(a: &Pl, b: &Pl) -> Vec<Q> {
        let mut ts: Vec<Q> = a.pts.iter().chain(&b.pts).map(|p| p.0).collect();
        ts.sort();
        ts.dedup();
        ts
    }
    /// The pointwise maximum (`max = true`) or minimum.
    fn combine(a: &Pl, b: &Pl, max: bool) -> Pl {
        let ts = Pl::breakpoints(a, b);
        let mut pts = Vec::new();
        for (j, &t) in ts.iter().enumerate() {
            let (va, sa) = a.at(t);
            let (vb, sb) = b.at(t);
            let key = |v: Q, s: i64| if max { (v, s) } else { (v.neg(), -s) };
            let ((vc, sc), (vo, so)) = if key(va, sa) >= key(vb, sb) {
                ((va, sa), (vb, sb))
            } else {
                ((vb, sb), (va, sa))
            };
            pts.push((t, vc, sc));
            // The other one overtakes inside this piece?
            let overtakes = if max { so > sc } else { so < sc };
            if overtakes {
                let cross = t.add(div_small(vc.sub(vo), so - sc));
                if ts.get(j + 1).is_none_or(|&next| cross < next) {
                    pts.push((cross, vo.add(cross.sub(t).mul(so)), so));
                }
            }
        }
        Pl { pts }.merged()
    }
    fn merged(mut self) -> Pl {
        let mut out: Vec<(Q, Q, i64)> = Vec::new();
        for p in self.pts.drain(..) {
            if out.last().is_some_and(|l| l.2 == p.2) {
                continue;
            }
            out.push(p);
        }
        Pl { pts: out }
    }
    /// This function up to `t0`, then constant.
    fn truncated(&self, t0: Q) -> Pl {
        let (v, _) = self.at(t0);
        let mut pts: Vec<(Q, Q, i64)> = self.pts.iter().copied().filter(|p| p.0 < t0).collect();
        pts.push((t0, v, 0));
        Pl { pts }.merged()
    }
}

/// `x / k` for `k` in ±1, ±2.
fn div_small(x: Q, k: i64) -> Q {
    match k {
        1 => x,
        -1 => x.neg(),
        2 => x.halve(),
        -2 => x.neg().halve(),
        _ => unreachable!("slopes of thermograph walls differ by at most 2"),
    }
}

/// The least `t ≥ 0` where `l(t) ≤ r(t)`.
fn meeting(l: &Pl, r: &Pl) -> Q {
    let ts = Pl::breakpoints(l, r);
    for (j, &t) in ts.iter().enumerate() {
        let (vl, sl) = l.at(t);
        let (vr, sr) = r.at(t);
        if vl <= vr {
            return t;
        }
        if sl < sr {
            let cross = t.add(div_small(vl.sub(vr), sr - sl));
            if ts.get(j + 1).is_none_or(|&next| cross < next) {
                return cross;
            }
        }
    }
    unreachable!("the left scaffold falls and the right one rises")
}

/// What the naive reference says of one game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    /// `L`, `R`, `P` or `N`.
    pub outcome: char,
    /// Left stop.
    pub left_stop: Q,
    /// Right stop.
    pub right_stop: Q,
    /// Temperature.
    pub temperature: Q,
    /// The canonical form, printed.
    pub form: String,
}

/// Raw game trees in one arena, with the memos of the definitions.
#[derive(Default)]
pub struct Arena {
    nodes: Vec<(Vec<u32>, Vec<u32>)>,
    intern: HashMap<(Vec<u32>, Vec<u32>), u32>,
    leq_memo: HashMap<(u32, u32), bool>,
    sum_memo: HashMap<(u32, u32), u32>,
    neg_memo: HashMap<u32, u32>,
    canon_memo: HashMap<u32, u32>,
    number_memo: HashMap<u32, Option<Q>>,
    nimber_memo: HashMap<u32, Option<u64>>,
    thermo_memo: HashMap<u32, (Pl, Pl, Q)>,
    print_memo: HashMap<u32, String>,
    ups_memo: HashMap<i64, u32>,
    depth_memo: HashMap<u32, usize>,
}

impl Arena {
    /// An empty arena.
    pub fn new() -> Arena {
        Arena::default()
    }

    /// The Left and the Right options of the raw node `g` (as read, not simplified).
    pub fn options(&self, g: u32) -> (&[u32], &[u32]) {
        let (lefts, rights) = &self.nodes[g as usize];
        (lefts, rights)
    }

    /// The node `{lefts | rights}` (options sorted, duplicates dropped).
    fn make(&mut self, mut l: Vec<u32>, mut r: Vec<u32>) -> Res<u32> {
        l.sort_unstable();
        l.dedup();
        r.sort_unstable();
        r.dedup();
        if let Some(&id) = self.intern.get(&(l.clone(), r.clone())) {
            return Ok(id);
        }
        if self.nodes.len() >= NODE_BUDGET {
            return Err(TooBig);
        }
        let id = self.nodes.len() as u32;
        self.nodes.push((l.clone(), r.clone()));
        self.intern.insert((l, r), id);
        Ok(id)
    }

    fn zero(&mut self) -> u32 {
        self.make(vec![], vec![]).expect("the first nodes fit")
    }

    /// The raw form of the dyadic `x`: `n = {n−1|}`, `−n = {|−n+1}`,
    /// `m/2^k = {(m−1)/2^k | (m+1)/2^k}`.
    pub fn number(&mut self, x: Q) -> Res<u32> {
        if x.e > EXP_MAX || x.n.abs() > (INT_MAX << x.e) {
            return Err(TooBig);
        }
        if x.e == 0 {
            let mut g = self.zero();
            for _ in 0..x.n.abs() {
                g = if x.n > 0 { self.make(vec![g], vec![])? } else { self.make(vec![], vec![g])? };
            }
            return Ok(g);
        }
        let l = self.number(Q::new(x.n - 1, x.e))?;
        let r = self.number(Q::new(x.n + 1, x.e))?;
        self.make(vec![l], vec![r])
    }

    /// `*n = {0, *1, …, *(n−1) | 0, *1, …, *(n−1)}`.
    pub fn nimber(&mut self, n: u64) -> Res<u32> {
        if n > COUNT_MAX {
            return Err(TooBig);
        }
        let mut all = Vec::new();
        for _ in 0..=n {
            let g = self.make(all.clone(), all.clone())?;
            all.push(g);
        }
        Ok(all[n as usize])
    }

    /// `u·↑` as a sum of `|u|` copies of `↑ = {0|*}` (or of `↓ = {*|0}`).
    pub fn ups(&mut self, u: i64) -> Res<u32> {
        if u.unsigned_abs() > COUNT_MAX {
            return Err(TooBig);
        }
        let zero = self.zero();
        let star = self.nimber(1)?;
        let up = self.make(vec![zero], vec![star])?;
        let one = if u >= 0 { up } else { self.neg(up)? };
        let mut g = zero;
        for _ in 0..u.abs() {
            g = self.add(g, one)?;
        }
        Ok(g)
    }

    /// `−G = {−G^R | −G^L}`.
    pub fn neg(&mut self, g: u32) -> Res<u32> {
        if let Some(&h) = self.neg_memo.get(&g) {
            return Ok(h);
        }
        let (l, r) = self.nodes[g as usize].clone();
        let nl = r.iter().map(|&x| self.neg(x)).collect::<Res<Vec<_>>>()?;
        let nr = l.iter().map(|&x| self.neg(x)).collect::<Res<Vec<_>>>()?;
        let h = self.make(nl, nr)?;
        self.neg_memo.insert(g, h);
        Ok(h)
    }

    /// `G + H = {G^L + H, G + H^L | G^R + H, G + H^R}`.
    pub fn add(&mut self, g: u32, h: u32) -> Res<u32> {
        let key = (g.min(h), g.max(h));
        if let Some(&s) = self.sum_memo.get(&key) {
            return Ok(s);
        }
        let (gl, gr) = self.nodes[g as usize].clone();
        let (hl, hr) = self.nodes[h as usize].clone();
        let mut l = Vec::new();
        let mut r = Vec::new();
        for &x in &gl {
            l.push(self.add(x, h)?);
        }
        for &x in &hl {
            l.push(self.add(g, x)?);
        }
        for &x in &gr {
            r.push(self.add(x, h)?);
        }
        for &x in &hr {
            r.push(self.add(g, x)?);
        }
        let s = self.make(l, r)?;
        self.sum_memo.insert(key, s);
        Ok(s)
    }

    /// `G ≤ H` iff no `G^L ≥ H` and no `H^R ≤ G`.
    pub fn leq(&mut self, g: u32, h: u32) -> Res<bool> {
        if let Some(&b) = self.leq_memo.get(&(g, h)) {
            return Ok(b);
        }
        if self.leq_memo.len() >= LEQ_BUDGET {
            return Err(TooBig);
        }
        let (gl, _) = self.nodes[g as usize].clone();
        let (_, hr) = self.nodes[h as usize].clone();
        let mut b = true;
        for &x in &gl {
            if self.leq(h, x)? {
                b = false;
                break;
            }
        }
        if b {
            for &y in &hr {
                if self.leq(y, g)? {
                    b = false;
                    break;
                }
            }
        }
        self.leq_memo.insert((g, h), b);
        Ok(b)
    }

    /// The canonical form: options made canonical, then dominated options removed and
    /// reversible ones bypassed until neither applies.
    pub fn canon(&mut self, g: u32) -> Res<u32> {
        if let Some(&c) = self.canon_memo.get(&g) {
            return Ok(c);
        }
        let (l0, r0) = self.nodes[g as usize].clone();
        let mut l = l0.iter().map(|&x| self.canon(x)).collect::<Res<Vec<_>>>()?;
        let mut r = r0.iter().map(|&x| self.canon(x)).collect::<Res<Vec<_>>>()?;
        loop {
            l.sort_unstable();
            l.dedup();
            r.sort_unstable();
            r.dedup();
            // Dominated: a Left option ≤ another, a Right option ≥ another (canonical options
            // are equal only when identical, so these are strict).
            let mut keep_l = Vec::new();
            for &a in &l {
                let mut dominated = false;
                for &b in &l {
                    if a != b && self.leq(a, b)? {
                        dominated = true;
                        break;
                    }
                }
                if !dominated {
                    keep_l.push(a);
                }
            }
            let mut keep_r = Vec::new();
            for &a in &r {
                let mut dominated = false;
                for &b in &r {
                    if a != b && self.leq(b, a)? {
                        dominated = true;
                        break;
                    }
                }
                if !dominated {
                    keep_r.push(a);
                }
            }
            let current = self.make(keep_l.clone(), keep_r.clone())?;
            let mut changed = keep_l.len() != l.len() || keep_r.len() != r.len();
            // Reversible: a Left option with a Right option ≤ G is replaced by that option's
            // Left options; a Right option with a Left option ≥ G by its Right options.
            let mut new_l = Vec::new();
            for &a in &keep_l {
                let mut bypass = None;
                for &ar in &self.nodes[a as usize].1.clone() {
                    if self.leq(ar, current)? {
                        bypass = Some(ar);
                        break;
                    }
                }
                match bypass {
                    Some(ar) => {
                        new_l.extend(self.nodes[ar as usize].0.clone());
                        changed = true;
                    }
                    None => new_l.push(a),
                }
            }
            let mut new_r = Vec::new();
            for &a in &keep_r {
                let mut bypass = None;
                for &al in &self.nodes[a as usize].0.clone() {
                    if self.leq(current, al)? {
                        bypass = Some(al);
                        break;
                    }
                }
                match bypass {
                    Some(al) => {
                        new_r.extend(self.nodes[al as usize].1.clone());
                        changed = true;
                    }
                    None => new_r.push(a),
                }
            }
            l = new_l;
            r = new_r;
            if !changed {
                break;
            }
        }
        let c = self.make(l, r)?;
        self.canon_memo.insert(g, c);
        self.canon_memo.insert(c, c);
        Ok(c)
    }

    /// The value of a canonical `g` if it is a number: every option a number, each Left one
    /// below each Right one, and then the simplest number between them.
    fn as_number(&mut self, g: u32) -> Option<Q> {
        if let Some(&x) = self.number_memo.get(&g) {
            return x;
        }
        let (l, r) = self.nodes[g as usize].clone();
        let ls: Option<Vec<Q>> = l.iter().map(|&x| self.as_number(x)).collect();
        let rs: Option<Vec<Q>> = r.iter().map(|&x| self.as_number(x)).collect();
        let x = match (ls, rs) {
            (Some(ls), Some(rs)) => {
                let lo = ls.into_iter().max();
                let hi = rs.into_iter().min();
                match (lo, hi) {
                    (Some(a), Some(b)) if a >= b => None,
                    _ => Some(Q::simplest(lo, hi)),
                }
            }
            _ => None,
        };
        self.number_memo.insert(g, x);
        x
    }

    /// `m` if a canonical `g` is `*m = {*0, …, *(m−1) | *0, …, *(m−1)}`.
    fn as_nimber(&mut self, g: u32) -> Option<u64> {
        if let Some(&m) = self.nimber_memo.get(&g) {
            return m;
        }
        let (l, r) = self.nodes[g as usize].clone();
        let mut m = None;
        if l == r {
            let mut values: Option<Vec<u64>> = l.iter().map(|&x| self.as_nimber(x)).collect();
            if let Some(v) = values.as_mut() {
                v.sort_unstable();
                if v.iter().enumerate().all(|(i, &k)| k == i as u64) {
                    m = Some(v.len() as u64);
                }
            }
        }
        self.nimber_memo.insert(g, m);
        m
    }

    /// Left stop of a canonical `g`: `g` if a number, else the largest Right stop of a Left
    /// option.
    pub fn left_stop(&mut self, g: u32) -> Q {
        if let Some(x) = self.as_number(g) {
            return x;
        }
        let l = self.nodes[g as usize].0.clone();
        l.iter().map(|&x| self.right_stop(x)).max().expect("a non-number has Left options")
    }

    /// Right stop of a canonical `g`.
    pub fn right_stop(&mut self, g: u32) -> Q {
        if let Some(x) = self.as_number(g) {
            return x;
        }
        let r = self.nodes[g as usize].1.clone();
        r.iter().map(|&x| self.left_stop(x)).min().expect("a non-number has Right options")
    }

    /// The walls (left, right) of the thermograph of a canonical `g` for `t ≥ 0`, and its
    /// temperature: for a non-number, the scaffolds `max (R_t(G^L) − t)` and
    /// `min (L_t(G^R) + t)` up to where they meet, then the mast.
    fn thermograph(&mut self, g: u32) -> (Pl, Pl, Q) {
        if let Some(t) = self.thermo_memo.get(&g) {
            return t.clone();
        }
        let result = if let Some(x) = self.as_number(g) {
            (Pl::constant(x), Pl::constant(x), x.number_temperature())
        } else {
            let (l, r) = self.nodes[g as usize].clone();
            let mut left: Option<Pl> = None;
            for &x in &l {
                let w = self.thermograph(x).1.shift(-1);
                left = Some(match left {
                    None => w,
                    Some(acc) => Pl::combine(&acc, &w, true),
                });
            }
            let mut right: Option<Pl> = None;
            for &x in &r {
                let w = self.thermograph(x).0.shift(1);
                right = Some(match right {
                    None => w,
                    Some(acc) => Pl::combine(&acc, &w, false),
                });
            }
            let (left, right) = (left.expect("Left options"), right.expect("Right options"));
            let t = meeting(&left, &right);
            (left.truncated(t), right.truncated(t), t)
        };
        self.thermo_memo.insert(g, result.clone());
        result
    }

    /// Depth of the tree of `g` (its birthday when `g` is canonical).
    fn depth(&mut self, g: u32) -> usize {
        if let Some(&d) = self.depth_memo.get(&g) {
            return d;
        }
        let (l, r) = self.nodes[g as usize].clone();
        let d = l.iter().chain(&r).map(|&x| self.depth(x) + 1).max().unwrap_or(0);
        self.depth_memo.insert(g, d);
        d
    }

    /// `(x, u, m)` if a canonical non-number `g` is `x + u·↑ + *m`: its stops are `x`, and
    /// `g − x − u·↑` is a nimber for some `|u|` up to the birthday of `g − x`.
    fn as_nus(&mut self, g: u32) -> Res<Option<(Q, i64, u64)>> {
        let x = self.left_stop(g);
        if self.right_stop(g) != x {
            return Ok(None);
        }
        let minus_x = self.number(x.neg())?;
        let h = self.add(g, minus_x)?;
        let h = self.canon(h)?;
        let bound = self.depth(h) as i64 + 1;
        for k in 0..=bound {
            for u in if k == 0 { vec![0] } else { vec![k, -k] } {
                let ups = match self.ups_memo.get(&u) {
                    Some(&c) => c,
                    None => {
                        let raw = self.ups(-u)?;
                        let c = self.canon(raw)?;
                        self.ups_memo.insert(u, c);
                        c
                    }
                };
                let rest = self.add(h, ups)?;
                let rest = self.canon(rest)?;
                if let Some(m) = self.as_nimber(rest) {
                    return Ok(Some((x, u, m)));
                }
            }
        }
        Ok(None)
    }

    /// The canonical `g` printed by the problem's rules.
    pub fn print(&mut self, g: u32) -> Res<String> {
        if let Some(s) = self.print_memo.get(&g) {
            return Ok(s.clone());
        }
        let s = if let Some(x) = self.as_number(g) {
            x.to_string()
        } else if let Some((x, u, m)) = self.as_nus(g)? {
            let mut s = if x == Q::int(0) { String::new() } else { x.to_string() };
            match u {
                0 => {}
                1 => s.push('^'),
                -1 => s.push('v'),
                u if u > 0 => s.push_str(&format!("^{u}")),
                u => s.push_str(&format!("v{}", -u)),
            }
            match m {
                0 => {}
                1 => s.push('*'),
                m => s.push_str(&format!("*{m}")),
            }
            s
        } else {
            let (l, r) = self.nodes[g as usize].clone();
            let side = |opts: &[u32], arena: &mut Arena| -> Res<String> {
                let mut v = opts.iter().map(|&o| arena.print(o)).collect::<Res<Vec<_>>>()?;
                v.sort();
                Ok(v.join(","))
            };
            let ls = side(&l, self)?;
            let rs = side(&r, self)?;
            format!("{{{ls}|{rs}}}")
        };
        self.print_memo.insert(g, s.clone());
        Ok(s)
    }

    /// Outcome, stops, temperature and printed canonical form of the raw game `g`.
    pub fn report(&mut self, g: u32) -> Res<Report> {
        let c = self.canon(g)?;
        let zero = self.zero();
        let outcome = match (self.leq(zero, c)?, self.leq(c, zero)?) {
            (true, true) => 'P',
            (true, false) => 'L',
            (false, true) => 'R',
            (false, false) => 'N',
        };
        let left_stop = self.left_stop(c);
        let right_stop = self.right_stop(c);
        let temperature = self.thermograph(c).2;
        let form = self.print(c)?;
        Ok(Report { outcome, left_stop, right_stop, temperature, form })
    }
}

/// Reads an expression of the notation into a raw tree, by its own recursive descent.
pub struct Reader<'a> {
    chars: Vec<char>,
    pos: usize,
    depth: usize,
    arena: &'a mut Arena,
}

/// Why the naive reader stopped: a malformed text or the budget.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadError {
    /// Malformed at this 1-based column.
    Malformed(usize),
    /// Beyond the naive reference's budget.
    TooBig,
}

impl From<TooBig> for ReadError {
    fn from(_: TooBig) -> ReadError {
        ReadError::TooBig
    }
}

type Read<T> = Result<T, ReadError>;

impl<'a> Reader<'a> {
    /// Reads the whole of `text` into `arena`.
    ///
    /// # Errors
    /// Malformed text, or a game beyond the budget.
    pub fn read(arena: &'a mut Arena, text: &str) -> Read<u32> {
        let mut r = Reader { chars: text.chars().collect(), pos: 0, depth: 0, arena };
        let g = r.expr()?;
        if r.peek().is_some() {
            return Err(ReadError::Malformed(r.pos + 1));
        }
        Ok(g)
    }

    fn peek(&mut self) -> Option<char> {
        while self.chars.get(self.pos).is_some_and(|&c| c == ' ') {
            self.pos += 1;
        }
        self.chars.get(self.pos).copied()
    }

    fn bad<T>(&self) -> Read<T> {
        Err(ReadError::Malformed(self.pos + 1))
    }

    fn digits(&mut self) -> String {
        let start = self.pos;
        while self.chars.get(self.pos).is_some_and(char::is_ascii_digit) {
            self.pos += 1;
        }
        self.chars[start..self.pos].iter().collect()
    }

    fn expr(&mut self) -> Read<u32> {
        self.depth += 1;
        if self.depth > DEPTH_MAX {
            return Err(ReadError::TooBig);
        }
        let mut acc = self.term()?;
        loop {
            match self.peek() {
                Some('+') => {
                    self.pos += 1;
                    let t = self.term()?;
                    acc = self.arena.add(acc, t)?;
                }
                Some('-') => {
                    self.pos += 1;
                    let t = self.term()?;
                    let t = self.arena.neg(t)?;
                    acc = self.arena.add(acc, t)?;
                }
                _ => break,
            }
        }
        self.depth -= 1;
        Ok(acc)
    }

    fn term(&mut self) -> Read<u32> {
        if self.peek() == Some('-') {
            self.pos += 1;
            // A '-' right before digits is the number's own sign (`-2v3` is −2 + 3·↓).
            if self.peek().is_some_and(|c| c.is_ascii_digit()) {
                return self.number_atom(true);
            }
            self.depth += 1;
            if self.depth > DEPTH_MAX {
                return Err(ReadError::TooBig);
            }
            let t = self.term()?;
            self.depth -= 1;
            return Ok(self.arena.neg(t)?);
        }
        self.atom()
    }

    fn atom(&mut self) -> Read<u32> {
        match self.peek() {
            Some('{') => {
                self.pos += 1;
                let l = self.list()?;
                if self.peek() != Some('|') {
                    return self.bad();
                }
                self.pos += 1;
                let r = self.list()?;
                if self.peek() != Some('}') {
                    return self.bad();
                }
                self.pos += 1;
                Ok(self.arena.make(l, r)?)
            }
            Some('(') => {
                self.pos += 1;
                let g = self.expr()?;
                if self.peek() != Some(')') {
                    return self.bad();
                }
                self.pos += 1;
                Ok(g)
            }
            Some(c) if c.is_ascii_digit() => self.number_atom(false),
            Some('^' | 'v' | '*') => {
                let zero = self.arena.number(Q::int(0))?;
                self.ups_star(zero)
            }
            _ => self.bad(),
        }
    }

    fn list(&mut self) -> Read<Vec<u32>> {
        let mut out = Vec::new();
        if matches!(self.peek(), Some('|' | '}')) {
            return Ok(out);
        }
        loop {
            out.push(self.expr()?);
            if self.peek() == Some(',') {
                self.pos += 1;
            } else {
                return Ok(out);
            }
        }
    }

    fn small(text: &str) -> Read<i128> {
        if text.len() > 30 {
            return Err(ReadError::TooBig);
        }
        Ok(text.parse().expect("at most 30 digits"))
    }

    fn number_atom(&mut self, negative: bool) -> Read<u32> {
        self.peek();
        let num = Reader::small(&self.digits())?;
        let mut x = Q::int(num);
        if self.peek() == Some('/') {
            self.pos += 1;
            self.peek();
            let den = self.digits();
            if den.is_empty() {
                return self.bad();
            }
            let den = Reader::small(&den)?;
            if den <= 0 || den & (den - 1) != 0 {
                return self.bad();
            }
            let e = den.trailing_zeros();
            if e > 100 {
                return Err(ReadError::TooBig);
            }
            x = Q::new(num, e);
        }
        if negative {
            x = x.neg();
        }
        let g = self.arena.number(x)?;
        self.ups_star(g)
    }

    fn count(&mut self) -> Read<Option<u64>> {
        let d = self.digits();
        if d.is_empty() {
            return Ok(None);
        }
        let n = Reader::small(&d)?;
        u64::try_from(n).map(Some).map_err(|_| ReadError::TooBig)
    }

    fn ups_star(&mut self, x: u32) -> Read<u32> {
        let mut g = x;
        if let Some(c @ ('^' | 'v')) = self.peek() {
            self.pos += 1;
            let n = self.count()?.unwrap_or(1);
            if n > COUNT_MAX {
                return Err(ReadError::TooBig);
            }
            let u = if c == '^' { n as i64 } else { -(n as i64) };
            let ups = self.arena.ups(u)?;
            g = self.arena.add(g, ups)?;
        }
        if self.peek() == Some('*') {
            self.pos += 1;
            let m = self.count()?.unwrap_or(1);
            let star = self.arena.nimber(m)?;
            g = self.arena.add(g, star)?;
        }
        Ok(g)
    }
}

/// The naive report of each expression, or `None` when one is beyond the budget.
pub fn reports(lines: &[String]) -> Option<Vec<Report>> {
    let mut arena = Arena::new();
    let mut out = Vec::new();
    for line in lines {
        let g = match Reader::read(&mut arena, line) {
            Ok(g) => g,
            Err(ReadError::TooBig) => return None,
            Err(ReadError::Malformed(c)) => panic!("a validated line is malformed at column {c}"),
        };
        out.push(arena.report(g).ok()?);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(text: &str) -> String {
        let r = &reports(&[text.to_string()]).expect("small")[0];
        format!("{} {} {} {} {}", r.outcome, r.left_stop, r.right_stop, r.temperature, r.form)
    }

    #[test]
    fn known_values() {
        assert_eq!(one("{5|4,7}"), "L 5 4 1/2 {5|4}");
        assert_eq!(one("{0|1}"), "L 1/2 1/2 -1/2 1/2");
        assert_eq!(one("{0,*|0}"), "N 0 0 0 ^*");
        assert_eq!(one("{*|*}"), "P 0 0 -1 0");
        assert_eq!(one("{2|2}"), "L 2 2 0 2*");
        assert_eq!(one("*3+*5"), "N 0 0 0 *6");
        assert_eq!(one("^+v"), "P 0 0 -1 0");
        assert_eq!(one("-2v3*4"), "R -2 -2 0 -2v3*4");
        assert_eq!(one("{3|{1|-1}}+{2|{0|-4}}").split(' ').nth(3), Some("2"));
        assert_eq!(one("{1/4|1/2}"), "L 3/8 3/8 -1/8 3/8");
        assert_eq!(one("^3"), "L 0 0 0 ^3");
    }
}
