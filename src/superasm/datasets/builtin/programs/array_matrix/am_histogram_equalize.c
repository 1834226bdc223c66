/* Histogram equalisation of a seeded 8-bit w x h "image" with a narrow contrast band: histogram,
   cumulative distribution, remapping; print the output's mean, min, max and checksum. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long w = 0, h = 0;
    int lo = 0, hi = 255;
    unsigned seed = 0;
    if (scanf("%ld %ld %d %d %u", &w, &h, &lo, &hi, &seed) != 5 || w < 1 || h < 1) {
        printf("empty\n");
        return 0;
    }
    if (lo < 0) lo = 0;
    if (hi > 255) hi = 255;
    if (hi < lo) hi = lo;
    long n = w * h;
    unsigned char *img = malloc((size_t)n);
    if (!img) return 1;
    unsigned x = seed;
    for (long i = 0; i < n; i++) {
        x = x * 1664525u + 1013904223u;
        img[i] = (unsigned char)(lo + (int)((x >> 16) % (unsigned)(hi - lo + 1)));
    }
    long hist[256] = {0}, cdf[256];
    for (long i = 0; i < n; i++) hist[img[i]]++;
    long run = 0, cdf_min = 0;
    for (int v = 0; v < 256; v++) {
        run += hist[v];
        cdf[v] = run;
        if (!cdf_min && run) cdf_min = run;
    }
    unsigned char map[256];
    for (int v = 0; v < 256; v++)
        map[v] = n == cdf_min ? (unsigned char)v
                              : (unsigned char)((cdf[v] - cdf_min) * 255 / (n - cdf_min) * (cdf[v] >= cdf_min));
    long long total = 0;
    int mn = 255, mx = 0;
    unsigned checksum = 0;
    for (long i = 0; i < n; i++) {
        int v = map[img[i]];
        total += v;
        if (v < mn) mn = v;
        if (v > mx) mx = v;
        checksum = checksum * 31u + (unsigned)v;
    }
    printf("%.3f %d %d %u\n", (double)total / (double)n, mn, mx, checksum);
    free(img);
    return 0;
}
