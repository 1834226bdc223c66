/* Number of partitions of n into parts of size at most k, mod 1e9+7, for every k up to n
   (the O(n^2) table row by row); prints p(n) and the sum over k. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n = 0;
    if (scanf("%d", &n) != 1 || n < 0) {
        printf("0 0\n");
        return 0;
    }
    unsigned *p = calloc((size_t)n + 1, sizeof(unsigned));
    if (!p) return 1;
    p[0] = 1;
    unsigned long long over_k = 0;
    for (int k = 1; k <= n; k++) {
        for (int m = k; m <= n; m++) {
            unsigned s = p[m] + p[m - k];
            p[m] = s >= 1000000007u ? s - 1000000007u : s;
        }
        over_k = (over_k + p[n]) % 1000000007ULL;
    }
    printf("%u %llu\n", p[n], over_k);
    free(p);
    return 0;
}
