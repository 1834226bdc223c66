/* An LRU cache of C slots (timestamps, linear scan for hit and victim) serving q seeded
   requests over a key space of size K with a hot set; print hits, misses and evictions. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int cap = 0;
    long q = 0;
    unsigned keys = 1, seed = 0;
    if (scanf("%d %ld %u %u", &cap, &q, &keys, &seed) != 4 || cap < 1 || q < 0) {
        printf("0 0 0\n");
        return 0;
    }
    if (keys < 1) keys = 1;
    long *slot_key = malloc(sizeof(long) * (size_t)cap);
    long *stamp = malloc(sizeof(long) * (size_t)cap);
    if (!slot_key || !stamp) return 1;
    for (int i = 0; i < cap; i++) { slot_key[i] = -1; stamp[i] = -1; }
    unsigned x = seed;
    long hits = 0, misses = 0, evictions = 0, used = 0;
    for (long t = 0; t < q; t++) {
        x = x * 1103515245u + 12345u;
        unsigned r = x >> 8;
        long key = (r & 3u) ? (long)(r % (keys / 8 + 1)) : (long)(r % keys);
        int found = -1, victim = 0;
        for (int i = 0; i < cap; i++) {
            if (slot_key[i] == key) { found = i; break; }
            if (stamp[i] < stamp[victim]) victim = i;
        }
        if (found >= 0) {
            hits++;
            stamp[found] = t;
            continue;
        }
        misses++;
        if (used < cap) victim = (int)used++;
        else evictions++;
        slot_key[victim] = key;
        stamp[victim] = t;
    }
    printf("%ld %ld %ld\n", hits, misses, evictions);
    free(slot_key); free(stamp);
    return 0;
}
