/* n particles with integer positions and velocities bounce inside a 1-D box [0, L] for T ticks
   (reflecting at the walls; particles pass through each other); print wall hits and the
   final positions' checksum. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n = 0, len = 1, ticks = 0;
    unsigned seed = 0;
    if (scanf("%d %d %d %u", &n, &len, &ticks, &seed) != 4 || n < 0 || len < 1 || ticks < 0) {
        printf("0 0\n");
        return 0;
    }
    int *pos = malloc(sizeof(int) * (size_t)(n + 1)), *vel = malloc(sizeof(int) * (size_t)(n + 1));
    if (!pos || !vel) return 1;
    unsigned x = seed;
    for (int i = 0; i < n; i++) {
        x = x * 1664525u + 1013904223u;
        pos[i] = (int)((x >> 8) % (unsigned)(len + 1));
        vel[i] = (int)((x >> 24) % 15u) - 7;
    }
    long long hits = 0;
    for (int t = 0; t < ticks; t++)
        for (int i = 0; i < n; i++) {
            int p = pos[i] + vel[i];
            if (p < 0) { p = -p; vel[i] = -vel[i]; hits++; }
            else if (p > len) { p = 2 * len - p; vel[i] = -vel[i]; hits++; }
            pos[i] = p;
        }
    unsigned long long checksum = 0;
    for (int i = 0; i < n; i++) checksum = checksum * 31 + (unsigned)pos[i];
    printf("%lld %llu\n", hits, checksum);
    free(pos); free(vel);
    return 0;
}
