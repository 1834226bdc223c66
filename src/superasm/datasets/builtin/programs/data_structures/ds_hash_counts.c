/* Count n seeded keys (from a key space of size K) in an open-addressing hash table with linear
   probing; print the distinct keys, the most frequent key (smallest on ties) and its count. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long n = 0;
    unsigned long long space = 1;
    unsigned seed = 0;
    if (scanf("%ld %llu %u", &n, &space, &seed) != 3 || n < 0) n = 0;
    if (space == 0) space = 1;
    size_t cap = 16;
    while (cap < 2 * (size_t)(n < (long)space ? n : (long)space) + 2) cap <<= 1;
    unsigned long long *keys = malloc(sizeof(unsigned long long) * cap);
    long *counts = calloc(cap, sizeof(long));
    if (!keys || !counts) return 1;
    unsigned long long x = seed;
    long distinct = 0;
    for (long i = 0; i < n; i++) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        unsigned long long key = (x >> 17) % space;
        size_t slot = (size_t)((key * 0x9e3779b97f4a7c15ULL) >> 20) & (cap - 1);
        while (counts[slot] && keys[slot] != key) slot = (slot + 1) & (cap - 1);
        if (!counts[slot]) { keys[slot] = key; distinct++; }
        counts[slot]++;
    }
    unsigned long long best_key = 0;
    long best = 0;
    for (size_t s = 0; s < cap; s++)
        if (counts[s] > best || (counts[s] == best && best > 0 && keys[s] < best_key)) { best = counts[s]; best_key = keys[s]; }
    printf("%ld %llu %ld\n", distinct, best_key, best);
    free(keys); free(counts);
    return 0;
}
