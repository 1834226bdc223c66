/* Insert n seeded keys into an unbalanced binary search tree stored in arrays (duplicates
   counted in place); print the height, the number of nodes and an in-order checksum. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long n = 0;
    unsigned range = 1, seed = 0;
    if (scanf("%ld %u %u", &n, &range, &seed) != 3 || n < 0) n = 0;
    if (range == 0) range = 1;
    long *left = malloc(sizeof(long) * (size_t)(n + 1)), *right = malloc(sizeof(long) * (size_t)(n + 1));
    unsigned *key = malloc(sizeof(unsigned) * (size_t)(n + 1));
    long *count = malloc(sizeof(long) * (size_t)(n + 1)), *stack = malloc(sizeof(long) * (size_t)(n + 1));
    if (!left || !right || !key || !count || !stack) return 1;
    long nodes = 0, height = 0;
    unsigned x = seed;
    for (long i = 0; i < n; i++) {
        x ^= x << 13; x ^= x >> 17; x ^= x << 5;
        unsigned k = x % range;
        if (nodes == 0) { key[0] = k; count[0] = 1; left[0] = right[0] = -1; nodes = 1; height = 1; continue; }
        long cur = 0, depth = 1;
        for (;;) {
            if (k == key[cur]) { count[cur]++; break; }
            long *link = k < key[cur] ? &left[cur] : &right[cur];
            depth++;
            if (*link < 0) {
                *link = nodes;
                key[nodes] = k; count[nodes] = 1; left[nodes] = right[nodes] = -1;
                nodes++;
                if (depth > height) height = depth;
                break;
            }
            cur = *link;
        }
    }
    unsigned long long checksum = 0;
    long top = 0, cur = nodes ? 0 : -1;
    while (cur >= 0 || top > 0) {
        while (cur >= 0) { stack[top++] = cur; cur = left[cur]; }
        cur = stack[--top];
        checksum = checksum * 31 + (unsigned long long)key[cur] * (unsigned long long)count[cur];
        cur = right[cur];
    }
    printf("%ld %ld %llu\n", height, nodes, checksum);
    free(left); free(right); free(key); free(count); free(stack);
    return 0;
}
