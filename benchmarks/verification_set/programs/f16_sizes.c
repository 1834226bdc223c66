/* Byte counts made readable, one a line.  Input: lines until the end of the input (at most
   10^6 bytes in all); the last line may lack its newline, and a carriage return just before a
   newline is no part of its line.  A line should hold a byte count: 1 to 20 decimal digits
   (0-9) and nothing else, its value below 2^64.  Output per line: "invalid" when it does not;
   "N B" for a count N below 1024; and otherwise "X.Y U": U the largest of the units KiB, MiB,
   GiB, TiB, PiB and EiB (1024, 1024^2, .. 1024^6 bytes) that is at most N, and X.Y the count in
   that unit rounded to one decimal, a half rounded up, except that a count that rounds to
   1024.0 of a unit below EiB is written "1.0" of the next unit.  Then a last line
   "total T B in K counts, I invalid", T the sum of the valid counts (exact, even past 2^64),
   K the valid lines and I the others. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/types.h>

static const char *const UNITS[7] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};

static void print_u128(unsigned __int128 v) {
    char digits[48];
    int k = 0;
    do {
        digits[k++] = (char)('0' + (int)(v % 10));
        v /= 10;
    } while (v > 0);
    while (k > 0) putchar(digits[--k]);
}

int main(void) {
    char *line = NULL;
    size_t size = 0;
    ssize_t got;
    long valid = 0, invalid = 0;
    unsigned __int128 total = 0;
    while ((got = getline(&line, &size, stdin)) > 0) {
        long n = (long)got;
        if (line[n - 1] == '\n') {
            n--;
            if (n > 0 && line[n - 1] == '\r') n--;
        }
        unsigned __int128 v = 0;
        int ok = n >= 1 && n <= 20;
        for (long i = 0; ok && i < n; i++) {
            if (line[i] < '0' || line[i] > '9') ok = 0;
            else v = v * 10 + (unsigned)(line[i] - '0');
        }
        if (!ok || v >> 64) {
            puts("invalid");
            invalid++;
            continue;
        }
        valid++;
        total += v;
        unsigned long long count = (unsigned long long)v;
        if (count < 1024) {
            printf("%llu B\n", count);
            continue;
        }
        int unit = 1;
        while (unit < 6 && count >> (10 * (unit + 1)) != 0) unit++;
        unsigned __int128 scale = (unsigned __int128)1 << (10 * unit);
        unsigned __int128 tenths = (v * 10 + scale / 2) / scale;
        if (tenths >= 10240 && unit < 6) {
            unit++;
            tenths = 10;  /* 1024.0 of the unit below */
        }
        printf("%llu.%llu %s\n", (unsigned long long)(tenths / 10),
               (unsigned long long)(tenths % 10), UNITS[unit]);
    }
    fputs("total ", stdout);
    print_u128(total);
    printf(" B in %ld counts, %ld invalid\n", valid, invalid);
    free(line);
    return 0;
}
