/* Collatz walks.  Input: T (1 <= T <= 10^4), then T test cases, one per line: a start n
   (1 <= n <= 10^9, as scanf's %lld reads it).  The walk from n goes to n / 2 when n is even and
   to 3n + 1 when it is odd, and ends at 1.  Output per case: "Case #i: S P", S the number of
   steps to reach 1 and P the largest value the walk visits (n included). */
#include <stdio.h>

int main(void) {
    int t;
    if (scanf("%d", &t) != 1 || t < 1 || t > 10000) return 1;
    for (int i = 1; i <= t; i++) {
        long long n;
        if (scanf("%lld", &n) != 1 || n < 1 || n > 1000000000LL) return 1;
        long long peak = n;
        int steps = 0;
        while (n != 1) {
            n = n % 2 == 0 ? n / 2 : 3 * n + 1;
            if (n > peak) peak = n;
            steps++;
        }
        printf("Case #%d: %d %lld\n", i, steps, peak);
    }
    return 0;
}
