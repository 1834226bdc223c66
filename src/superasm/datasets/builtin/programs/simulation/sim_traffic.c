/* Nagel-Schreckenberg traffic on a ring road of L cells with N cars (max speed 5, slow-down
   probability p%) for T steps with a seeded generator; print the mean flow and stopped cars. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int len = 0, cars = 0, p = 0, steps = 0;
    unsigned seed = 0;
    if (scanf("%d %d %d %d %u", &len, &cars, &p, &steps, &seed) != 5 || len < 1 || cars < 0 || steps < 0) {
        printf("0 0\n");
        return 0;
    }
    if (cars > len) cars = len;
    int *pos = malloc(sizeof(int) * (size_t)(cars + 1)), *vel = calloc((size_t)cars + 1, sizeof(int));
    if (!pos || !vel) return 1;
    for (int i = 0; i < cars; i++) pos[i] = (int)((long)i * len / (cars ? cars : 1));
    unsigned x = seed;
    long long moved = 0;
    long stopped = 0;
    for (int t = 0; t < steps; t++) {
        for (int i = 0; i < cars; i++) {
            int ahead = pos[(i + 1) % cars];
            int gap = cars == 1 ? len - 1 : (ahead - pos[i] - 1 + len) % len;
            int v = vel[i] < 5 ? vel[i] + 1 : 5;
            if (v > gap) v = gap;
            x = x * 1103515245u + 12345u;
            if (v > 0 && (int)((x >> 16) % 100u) < p) v--;
            vel[i] = v;
        }
        for (int i = 0; i < cars; i++) {
            pos[i] = (pos[i] + vel[i]) % len;
            moved += vel[i];
            stopped += vel[i] == 0;
        }
    }
    printf("%.4f %ld\n", steps ? (double)moved / steps : 0.0, stopped);
    free(pos); free(vel);
    return 0;
}
