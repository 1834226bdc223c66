/* A doubly linked list in arrays with a cursor: n seeded operations (insert after the cursor,
   delete at the cursor, move the cursor forward/back by a few steps); print the final length and
   a checksum walking from the head. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long n = 0;
    unsigned seed = 0;
    if (scanf("%ld %u", &n, &seed) != 2 || n < 0) n = 0;
    long cap = n + 2;
    long *next = malloc(sizeof(long) * (size_t)cap), *prev = malloc(sizeof(long) * (size_t)cap);
    long *val = malloc(sizeof(long) * (size_t)cap);
    if (!next || !prev || !val) return 1;
    next[0] = prev[0] = 0; /* node 0 is the sentinel */
    long used = 1, length = 0, cursor = 0;
    unsigned x = seed;
    for (long i = 0; i < n; i++) {
        x = x * 1103515245u + 12345u;
        unsigned kind = (x >> 16) % 10u;
        if (kind < 4) {
            long node = used++;
            val[node] = (long)(x >> 4) % 100000;
            next[node] = next[cursor];
            prev[node] = cursor;
            prev[next[cursor]] = node;
            next[cursor] = node;
            length++;
            cursor = node;
        } else if (kind < 6) {
            if (cursor == 0) continue;
            long gone = cursor;
            next[prev[gone]] = next[gone];
            prev[next[gone]] = prev[gone];
            cursor = prev[gone];
            length--;
        } else {
            int steps = 1 + (int)((x >> 4) % 5u);
            for (int s = 0; s < steps; s++) cursor = kind < 8 ? next[cursor] : prev[cursor];
        }
    }
    unsigned long long checksum = 0;
    for (long node = next[0]; node != 0; node = next[node]) checksum = checksum * 1000003ULL + (unsigned long long)val[node];
    printf("%ld %llu\n", length, checksum);
    free(next); free(prev); free(val);
    return 0;
}
