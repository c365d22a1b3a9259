title = "{title}"
source = "own"
time_limit_ms = 1000
memory_limit_mb = 256
compare = "tokens"
tags = ["subtraction game"]
idea = "scaffold: heaps of the subtraction game {1, 2}, P iff n mod 3 = 0"
topic = "subtraction"
difficulty = 2

[hints]
nudge = "scaffold: work out who wins for every heap from 0 to 10 and look at the losing ones."
pattern = "scaffold: the losing heaps are the multiples of 3."
outline = "scaffold: answer First unless n mod 3 = 0; O(1) a heap."
