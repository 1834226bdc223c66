/* m seeded words of length L over k letters: sort each word's letters (insertion sort) and count
   the distinct anagram classes with a hash table of the sorted words. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    long m = 0;
    int len = 0, k = 1;
    unsigned seed = 0;
    if (scanf("%ld %d %d %u", &m, &len, &k, &seed) != 4 || m < 0 || len < 1 || len > 32) {
        printf("0 0\n");
        return 0;
    }
    if (k < 1 || k > 26) k = 26;
    size_t cap = 1;
    while (cap < (size_t)(2 * m + 2)) cap <<= 1;
    char *table = calloc(cap, 33);
    long *count = calloc(cap, sizeof(long));
    if (!table || !count) return 1;
    unsigned x = seed;
    long classes = 0, biggest = 0;
    char w[33];
    for (long i = 0; i < m; i++) {
        for (int j = 0; j < len; j++) { x = x * 1103515245u + 12345u; w[j] = (char)('a' + (x >> 16) % (unsigned)k); }
        w[len] = 0;
        for (int a = 1; a < len; a++) {
            char c = w[a];
            int b = a - 1;
            while (b >= 0 && w[b] > c) { w[b + 1] = w[b]; b--; }
            w[b + 1] = c;
        }
        unsigned long long h = 1469598103934665603ULL;
        for (int j = 0; j < len; j++) h = (h ^ (unsigned char)w[j]) * 1099511628211ULL;
        size_t slot = (size_t)h & (cap - 1);
        while (table[slot * 33] && strcmp(&table[slot * 33], w) != 0) slot = (slot + 1) & (cap - 1);
        if (!table[slot * 33]) { memcpy(&table[slot * 33], w, (size_t)len + 1); classes++; }
        if (++count[slot] > biggest) biggest = count[slot];
    }
    printf("%ld %ld\n", classes, biggest);
    free(table); free(count);
    return 0;
}
