/* Anti-diagonal sums of a matrix.  Input: r and c (1 <= r, c and r * c <= 10^6), then r rows of
   c integers v (|v| <= 10^9), all separated by blanks (spaces, tabs or newlines); every number
   as scanf's %lld reads it (an optional sign and digits).  Anti-diagonal d (0 <= d <= r + c - 2)
   holds the cells (y, x) with y + x = d.  Output: a line "diagonals D positive P", D the number
   of anti-diagonals and P how many have a sum above zero; a line "best d S" with the largest
   sum S and the smallest d that has it; a line "worst d S" with the smallest sum and the
   smallest d that has it. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long long r, c;
    if (scanf("%lld %lld", &r, &c) != 2 || r < 1 || c < 1 || r > 1000000 || c > 1000000 ||
        r * c > 1000000)
        return 1;
    long long count = r + c - 1;
    long long *sum = calloc((size_t)count, sizeof(long long));
    if (!sum) return 1;
    for (long long y = 0; y < r; y++) {
        for (long long x = 0; x < c; x++) {
            long long v;
            if (scanf("%lld", &v) != 1 || v < -1000000000LL || v > 1000000000LL) {
                free(sum);
                return 1;
            }
            sum[y + x] += v;
        }
    }
    long long positive = 0, best = 0, worst = 0;
    for (long long d = 0; d < count; d++) {
        if (sum[d] > 0) positive++;
        if (sum[d] > sum[best]) best = d;
        if (sum[d] < sum[worst]) worst = d;
    }
    printf("diagonals %lld positive %lld\n", count, positive);
    printf("best %lld %lld\n", best, sum[best]);
    printf("worst %lld %lld\n", worst, sum[worst]);
    free(sum);
    return 0;
}
