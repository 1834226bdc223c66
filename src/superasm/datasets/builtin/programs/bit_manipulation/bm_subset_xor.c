/* n numbers: over all 2^n subsets, how many have xor equal to the target, and the largest xor. */
#include <stdio.h>

int main(void) {
    int n = 0;
    unsigned target = 0;
    if (scanf("%d %u", &n, &target) != 2 || n < 0) n = 0;
    if (n > 24) n = 24;
    unsigned v[24];
    for (int i = 0; i < n; i++)
        if (scanf("%u", &v[i]) != 1) v[i] = 0;
    unsigned long long hits = 0;
    unsigned best = 0;
    unsigned long total = 1UL << n;
    for (unsigned long mask = 0; mask < total; mask++) {
        unsigned x = 0;
        for (int i = 0; i < n; i++)
            if (mask >> i & 1UL) x ^= v[i];
        if (x == target) hits++;
        if (x > best) best = x;
    }
    printf("%llu %u\n", hits, best);
    return 0;
}
