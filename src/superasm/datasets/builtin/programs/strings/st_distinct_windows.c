/* Number of distinct substrings of length L in a seeded string, by a rolling polynomial hash
   (mod 2^64) kept in an open-addressing table. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long n = 0, len = 0;
    int k = 1;
    unsigned seed = 0;
    if (scanf("%ld %ld %d %u", &n, &len, &k, &seed) != 4 || n < 0 || len < 1 || len > n) {
        printf("0\n");
        return 0;
    }
    if (k < 1 || k > 26) k = 26;
    char *s = malloc((size_t)n + 1);
    if (!s) return 1;
    unsigned x = seed;
    for (long i = 0; i < n; i++) { x = x * 1103515245u + 12345u; s[i] = (char)('a' + (x >> 16) % (unsigned)k); }
    size_t cap = 1;
    while (cap < (size_t)(2 * (n - len + 1))) cap <<= 1;
    unsigned long long *table = calloc(cap, sizeof(unsigned long long));
    if (!table) return 1;
    const unsigned long long B = 1000003ULL;
    unsigned long long h = 0, top = 1;
    for (long i = 0; i < len - 1; i++) top *= B;
    long distinct = 0;
    for (long i = 0; i < n; i++) {
        if (i >= len) h -= top * (unsigned long long)s[i - len];
        h = h * B + (unsigned long long)s[i];
        if (i < len - 1) continue;
        unsigned long long key = h | 1ULL;
        size_t slot = (size_t)(key * 0x9e3779b97f4a7c15ULL >> 7) & (cap - 1);
        while (table[slot] && table[slot] != key) slot = (slot + 1) & (cap - 1);
        if (!table[slot]) { table[slot] = key; distinct++; }
    }
    printf("%ld\n", distinct);
    free(s); free(table);
    return 0;
}
