/* The Josephus circle, over several test cases.  Input: T (1 <= T <= 10^4), then T cases, each
   two integers n and k (1 <= n <= 10^6, 1 <= k <= 10^18; the sum of n over the cases at most
   10^6), all separated by blanks (spaces, tabs, carriage returns or newlines); every number as
   scanf's %lld reads it (an optional sign and digits).  People 1 to n stand in a circle;
   counting from person 1, every k-th person still standing leaves the circle (the count going
   on from the next one) until one is left.  Output per case one line "first F last L": F the
   first person to leave (n itself when n is 1) and L the one left. */
#include <stdio.h>

int main(void) {
    long long t, total = 0;
    if (scanf("%lld", &t) != 1 || t < 1 || t > 10000) return 1;
    while (t--) {
        long long n, k;
        if (scanf("%lld %lld", &n, &k) != 2 || n < 1 || n > 1000000 || k < 1 ||
            k > 1000000000000000000LL)
            return 1;
        total += n;
        if (total > 1000000) return 1;
        long long left = 0;  /* the survivor's place, from 0, in a circle of i */
        for (long long i = 2; i <= n; i++) left = (left + k) % i;
        printf("first %lld last %lld\n", (k - 1) % n + 1, left + 1);
    }
    return 0;
}
