/* A sparse table for range-maximum over n seeded values, answering q seeded queries in O(1)
   each; print the sum of answers and the number of queries whose answer is at an end point. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long n = 0, q = 0;
    unsigned seed = 0;
    if (scanf("%ld %ld %u", &n, &q, &seed) != 3 || n < 1 || q < 0) {
        printf("0 0\n");
        return 0;
    }
    int levels = 1;
    while ((1L << levels) <= n) levels++;
    int *table = malloc(sizeof(int) * (size_t)levels * (size_t)n);
    int *lg = malloc(sizeof(int) * (size_t)(n + 1));
    if (!table || !lg) return 1;
    unsigned x = seed;
    for (long i = 0; i < n; i++) { x = x * 1664525u + 1013904223u; table[i] = (int)(x >> 9); }
    for (int j = 1; j < levels; j++)
        for (long i = 0; i + (1L << j) <= n; i++) {
            int a = table[(j - 1) * n + i], b = table[(j - 1) * n + i + (1L << (j - 1))];
            table[j * n + i] = a > b ? a : b;
        }
    lg[1] = 0;
    for (long i = 2; i <= n; i++) lg[i] = lg[i / 2] + 1;
    long long total = 0;
    long at_end = 0;
    for (long k = 0; k < q; k++) {
        x = x * 1664525u + 1013904223u;
        long a = (long)((x >> 4) % (unsigned long)n);
        x = x * 1664525u + 1013904223u;
        long b = (long)((x >> 4) % (unsigned long)n);
        if (a > b) { long t = a; a = b; b = t; }
        int j = lg[b - a + 1];
        int l = table[j * n + a], r = table[j * n + b - (1L << j) + 1];
        int best = l > r ? l : r;
        total += best;
        if (best == table[a] || best == table[b]) at_end++;
    }
    printf("%lld %ld\n", total, at_end);
    free(table); free(lg);
    return 0;
}
