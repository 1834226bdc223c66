/* A binary min-heap driven by n seeded operations (push with probability p%, else pop): print
   the number of pops, a checksum of popped values and the final size. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    long n = 0;
    int p = 50;
    unsigned seed = 0;
    if (scanf("%ld %d %u", &n, &p, &seed) != 3 || n < 0) n = 0;
    long long *heap = malloc(sizeof(long long) * (size_t)(n + 1));
    if (!heap) return 1;
    long size = 0, pops = 0;
    unsigned long long checksum = 0;
    unsigned x = seed;
    for (long op = 0; op < n; op++) {
        x = x * 1103515245u + 12345u;
        if ((int)((x >> 16) % 100u) < p || size == 0) {
            x = x * 1103515245u + 12345u;
            long long v = (long long)(x >> 4) - 100000000;
            long i = size++;
            while (i > 0 && heap[(i - 1) / 2] > v) { heap[i] = heap[(i - 1) / 2]; i = (i - 1) / 2; }
            heap[i] = v;
        } else {
            long long top = heap[0], last = heap[--size];
            long i = 0;
            while (2 * i + 1 < size) {
                long child = 2 * i + 1;
                if (child + 1 < size && heap[child + 1] < heap[child]) child++;
                if (heap[child] >= last) break;
                heap[i] = heap[child];
                i = child;
            }
            heap[i] = last;
            pops++;
            checksum = checksum * 31 + (unsigned long long)top;
        }
    }
    printf("%ld %llu %ld\n", pops, checksum, size);
    free(heap);
    return 0;
}
