/* Convex hull (Andrew's monotone chain, merge sort by x then y) of n seeded integer points:
   number of hull vertices, hull area and perimeter. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

typedef struct { long long x, y; } Point;

static int less(Point a, Point b) { return a.x < b.x || (a.x == b.x && a.y < b.y); }

static void merge_sort(Point *a, Point *tmp, long n) {
    for (long w = 1; w < n; w *= 2)
        for (long lo = 0; lo < n; lo += 2 * w) {
            long mid = lo + w < n ? lo + w : n, hi = lo + 2 * w < n ? lo + 2 * w : n;
            long i = lo, j = mid, k = lo;
            while (i < mid && j < hi) tmp[k++] = less(a[j], a[i]) ? a[j++] : a[i++];
            while (i < mid) tmp[k++] = a[i++];
            while (j < hi) tmp[k++] = a[j++];
            for (k = lo; k < hi; k++) a[k] = tmp[k];
        }
}

static long long cross(Point o, Point a, Point b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); }

int main(void) {
    long n = 0;
    int range = 1;
    unsigned seed = 0;
    if (scanf("%ld %d %u", &n, &range, &seed) != 3 || n < 1) {
        printf("0 0.0 0.000\n");
        return 0;
    }
    if (range < 1) range = 1;
    Point *p = malloc(sizeof(Point) * (size_t)n), *tmp = malloc(sizeof(Point) * (size_t)n);
    Point *hull = malloc(sizeof(Point) * (size_t)(2 * n + 1));
    if (!p || !tmp || !hull) return 1;
    unsigned x = seed;
    for (long i = 0; i < n; i++) {
        x = x * 1664525u + 1013904223u;
        p[i].x = (long long)((x >> 8) % (unsigned)range) - range / 2;
        x = x * 1664525u + 1013904223u;
        p[i].y = (long long)((x >> 8) % (unsigned)range) - range / 2;
    }
    merge_sort(p, tmp, n);
    long k = 0;
    for (long i = 0; i < n; i++) {
        while (k >= 2 && cross(hull[k - 2], hull[k - 1], p[i]) <= 0) k--;
        hull[k++] = p[i];
    }
    for (long i = n - 2, lower = k + 1; i >= 0; i--) {
        while (k >= lower && cross(hull[k - 2], hull[k - 1], p[i]) <= 0) k--;
        hull[k++] = p[i];
    }
    if (k > 1) k--;
    long long area2 = 0;
    double perimeter = 0.0;
    for (long i = 0; i < k; i++) {
        Point a = hull[i], b = hull[(i + 1) % k];
        area2 += a.x * b.y - b.x * a.y;
        perimeter += sqrt((double)((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)));
    }
    printf("%ld %.1f %.3f\n", k, (double)area2 / 2.0, perimeter);
    free(p); free(tmp); free(hull);
    return 0;
}
