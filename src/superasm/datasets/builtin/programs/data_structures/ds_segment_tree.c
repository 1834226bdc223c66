/* An iterative segment tree for range minimum over n seeded values, with q seeded operations
   (point assignment or range-min query); print the sum of query answers. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long n = 0, q = 0;
    unsigned seed = 0;
    if (scanf("%ld %ld %u", &n, &q, &seed) != 3 || n < 1 || q < 0) {
        printf("0\n");
        return 0;
    }
    int *t = malloc(sizeof(int) * (size_t)(2 * n));
    if (!t) return 1;
    unsigned x = seed;
    for (long i = 0; i < n; i++) { x = x * 1103515245u + 12345u; t[n + i] = (int)(x >> 8); }
    for (long i = n - 1; i > 0; i--) t[i] = t[2 * i] < t[2 * i + 1] ? t[2 * i] : t[2 * i + 1];
    long long total = 0;
    for (long k = 0; k < q; k++) {
        x = x * 1103515245u + 12345u;
        long a = (long)((x >> 4) % (unsigned long)n);
        x = x * 1103515245u + 12345u;
        long b = (long)((x >> 4) % (unsigned long)n);
        if ((x & 3u) == 0) {
            long i = a + n;
            t[i] = (int)(x >> 10);
            for (i /= 2; i > 0; i /= 2) t[i] = t[2 * i] < t[2 * i + 1] ? t[2 * i] : t[2 * i + 1];
        } else {
            if (a > b) { long tmp = a; a = b; b = tmp; }
            int best = 2147483647;
            for (long l = a + n, r = b + n + 1; l < r; l /= 2, r /= 2) {
                if (l & 1) { if (t[l] < best) best = t[l]; l++; }
                if (r & 1) { r--; if (t[r] < best) best = t[r]; }
            }
            total += best;
        }
    }
    printf("%lld\n", total);
    free(t);
    return 0;
}
