title = "{title}"
source = "own"
time_limit_ms = 1000
memory_limit_mb = 256
compare = "tokens"
tags = ["subtraction game"]
idea = "scaffold: heaps of the subtraction game {1, 2}, P iff n mod 3 = 0"
