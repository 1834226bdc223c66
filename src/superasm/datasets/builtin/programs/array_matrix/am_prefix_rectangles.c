/* 2-D prefix sums of a seeded r x c matrix of values in [-100, 100], then q seeded rectangle-sum
   queries; print the sum of answers and the best rectangle among the queries. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int r = 0, c = 0;
    long q = 0;
    unsigned seed = 0;
    if (scanf("%d %d %ld %u", &r, &c, &q, &seed) != 4 || r < 1 || c < 1 || q < 0) {
        printf("0 0\n");
        return 0;
    }
    long long *p = calloc((size_t)(r + 1) * (size_t)(c + 1), sizeof(long long));
    if (!p) return 1;
    unsigned x = seed;
    int w = c + 1;
    for (int i = 1; i <= r; i++)
        for (int j = 1; j <= c; j++) {
            x = x * 1103515245u + 12345u;
            long long v = (long long)((x >> 16) % 201u) - 100;
            p[i * w + j] = v + p[(i - 1) * w + j] + p[i * w + j - 1] - p[(i - 1) * w + j - 1];
        }
    long long total = 0, best = 0;
    for (long k = 0; k < q; k++) {
        x = x * 1103515245u + 12345u; int r1 = (int)((x >> 8) % (unsigned)r);
        x = x * 1103515245u + 12345u; int r2 = (int)((x >> 8) % (unsigned)r);
        x = x * 1103515245u + 12345u; int c1 = (int)((x >> 8) % (unsigned)c);
        x = x * 1103515245u + 12345u; int c2 = (int)((x >> 8) % (unsigned)c);
        if (r1 > r2) { int t = r1; r1 = r2; r2 = t; }
        if (c1 > c2) { int t = c1; c1 = c2; c2 = t; }
        long long s = p[(r2 + 1) * w + c2 + 1] - p[r1 * w + c2 + 1] - p[(r2 + 1) * w + c1] + p[r1 * w + c1];
        total += s;
        if (k == 0 || s > best) best = s;
    }
    printf("%lld %lld\n", total, best);
    free(p);
    return 0;
}
