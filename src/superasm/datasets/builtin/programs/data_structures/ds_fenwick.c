/* A Fenwick tree over n counters with q seeded operations (point add, or prefix-sum query);
   print the xor of the query answers and the final total. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long n = 0, q = 0;
    unsigned seed = 0;
    if (scanf("%ld %ld %u", &n, &q, &seed) != 3 || n < 1 || q < 0) {
        printf("0 0\n");
        return 0;
    }
    long long *tree = calloc((size_t)n + 1, sizeof(long long));
    if (!tree) return 1;
    unsigned x = seed;
    unsigned long long answers = 0;
    for (long k = 0; k < q; k++) {
        x = x * 1664525u + 1013904223u;
        long i = 1 + (long)((x >> 4) % (unsigned long)n);
        if (x >> 31) {
            long long delta = (long long)((x >> 8) % 2001u) - 1000;
            for (; i <= n; i += i & -i) tree[i] += delta;
        } else {
            long long s = 0;
            for (; i > 0; i -= i & -i) s += tree[i];
            answers ^= (unsigned long long)s + (unsigned long long)k;
        }
    }
    long long total = 0;
    for (long i = n; i > 0; i -= i & -i) total += tree[i];
    printf("%llu %lld\n", answers, total);
    free(tree);
    return 0;
}
