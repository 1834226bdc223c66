/* A histogram of the bytes of a text.  Input: any bytes, at most 10^6 of them.  Output: a line
   "bytes N distinct D", N the bytes in all and D the different values among them; then a line
   per byte value that occurs, the most frequent first and of equal counts the smaller value
   first: "XX C P%", XX the value as two lowercase hexadecimal digits, C its count and P its
   share of the N bytes in per cent with three decimals, rounded down (C * 100000 / N
   thousandths, in whole numbers); then, when N > 0, a line "run XX L": L the most times one
   byte comes in a row and XX that byte (of equal runs, the first). */
#include <stdio.h>

int main(void) {
    static unsigned char buf[1 << 16];
    static long count[256];
    long n = 0, run = 0, best = 0;
    int last = -1, best_byte = 0;
    size_t got;
    while ((got = fread(buf, 1, sizeof buf, stdin)) > 0) {
        for (size_t i = 0; i < got; i++) {
            int c = buf[i];
            count[c]++;
            run = c == last ? run + 1 : 1;
            last = c;
            if (run > best) {
                best = run;
                best_byte = c;
            }
        }
        n += (long)got;
        if (n > 1000000) return 1;
    }
    int order[256], d = 0;
    for (int b = 0; b < 256; b++)
        if (count[b]) order[d++] = b;
    for (int i = 1; i < d; i++) {  /* by count, largest first; equal counts keep their order */
        int b = order[i], j = i;
        while (j > 0 && count[order[j - 1]] < count[b]) {
            order[j] = order[j - 1];
            j--;
        }
        order[j] = b;
    }
    printf("bytes %ld distinct %d\n", n, d);
    for (int i = 0; i < d; i++) {
        int b = order[i];
        long milli = count[b] * 100000 / n;
        printf("%02x %ld %ld.%03ld%%\n", b, count[b], milli / 1000, milli % 1000);
    }
    if (n > 0) printf("run %02x %ld\n", best_byte, best);
    return 0;
}
