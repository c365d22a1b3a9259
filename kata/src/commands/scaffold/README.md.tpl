# {title}

Source: our own (scaffolded by `cargo new-problem`: replace this statement, the judge side,
the solution and the cases with the real problem).

## Rules
A heap of n coins; a move removes 1 or 2 coins; the player who cannot move loses.

## Input
Q, then Q lines with one heap size n each.

## Output
Q lines: `First` if the player to move wins, else `Second`.

## Constraints
- 1 ≤ Q ≤ 1000
- 0 ≤ n ≤ 10^9

## Sample
Input
```
3
0
1
3
```
Output
```
Second
First
Second
```

Time limit 1 s, memory limit 256 MB.
