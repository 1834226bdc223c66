/* n values in [-r, r] from a seeded generator, sorted by counting; print the mode (smallest on
   ties), the median (lower) and the number of distinct values. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long n = 0, r = 0;
    unsigned seed = 0;
    if (scanf("%ld %ld %u", &n, &r, &seed) != 3 || n < 1 || r < 0 || r > 5000000) {
        printf("empty\n");
        return 0;
    }
    long *count = calloc((size_t)(2 * r + 1), sizeof(long));
    if (!count) return 1;
    unsigned long long x = seed;
    for (long i = 0; i < n; i++) {
        x = x * 6364136223846793005ULL + 1;
        unsigned long long a = (x >> 33) % (unsigned long long)(2 * r + 1);
        unsigned long long b = (x >> 13) % (unsigned long long)(2 * r + 1);
        count[(a + b) / 2]++;
    }
    long mode = 0, distinct = 0, seen = 0, median = 0;
    int median_done = 0;
    for (long v = 0; v <= 2 * r; v++) {
        if (count[v] > count[mode]) mode = v;
        if (count[v]) distinct++;
        seen += count[v];
        if (!median_done && seen >= (n + 1) / 2) { median = v; median_done = 1; }
    }
    printf("%ld %ld %ld\n", mode - r, median - r, distinct);
    free(count);
    return 0;
}
