/* Walk a seeded r x c matrix in spiral order, t times with a different weight each time; print a
   checksum of the visiting order and the value visited in the middle of the walk. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int r = 0, c = 0, t = 0;
    unsigned seed = 0;
    if (scanf("%d %d %d %u", &r, &c, &t, &seed) != 4 || r < 1 || c < 1 || t < 0) {
        printf("0 0\n");
        return 0;
    }
    int *m = malloc(sizeof(int) * (size_t)r * (size_t)c);
    if (!m) return 1;
    unsigned x = seed;
    for (long i = 0; i < (long)r * c; i++) { x = x * 1103515245u + 12345u; m[i] = (int)((x >> 16) % 1000u); }
    unsigned long long checksum = 0;
    int middle = -1;
    long half = (long)r * c / 2;
    for (int rep = 0; rep < t; rep++) {
        int top = 0, bottom = r - 1, left = 0, right = c - 1;
        long seen = 0;
        unsigned long long weight = 2 * (unsigned long long)rep + 1;
        while (top <= bottom && left <= right) {
            for (int j = left; j <= right; j++, seen++) { checksum = checksum * weight + (unsigned)m[top * c + j]; if (seen == half) middle = m[top * c + j]; }
            top++;
            for (int i = top; i <= bottom; i++, seen++) { checksum = checksum * weight + (unsigned)m[i * c + right]; if (seen == half) middle = m[i * c + right]; }
            right--;
            if (top <= bottom) {
                for (int j = right; j >= left; j--, seen++) { checksum = checksum * weight + (unsigned)m[bottom * c + j]; if (seen == half) middle = m[bottom * c + j]; }
                bottom--;
            }
            if (left <= right) {
                for (int i = bottom; i >= top; i--, seen++) { checksum = checksum * weight + (unsigned)m[i * c + left]; if (seen == half) middle = m[i * c + left]; }
                left++;
            }
        }
    }
    printf("%llu %d\n", checksum, middle);
    free(m);
    return 0;
}
