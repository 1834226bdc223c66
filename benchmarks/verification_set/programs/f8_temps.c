/* Temperature log.  Input: lines until the end of the input, at most 10^6 bytes in all (a last
   line without a newline still counts).  A reading is a line "HH:MM T": a time of day (two
   digits each, 00 <= HH <= 23, 00 <= MM <= 59), one space and a temperature T: an optional
   minus sign, 1 to 5 decimal digits and optionally a point and one more digit ("-3", "21.5"),
   nothing else on the line.  Output: "bad line K" for every line that is not a reading (K
   counts the lines from 1); then "no readings", or "readings N", "min T at HH:MM" and "max T at
   HH:MM" (the first time each is reached), "mean M" (the mean rounded half away from zero to a
   tenth) and "rise R" (the most readings in a row, each warmer than the one before it); every
   temperature printed with one decimal, with a minus sign when below zero. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>

static int digit(char c) {
    return c >= '0' && c <= '9';
}

static int parse(const char *s, long len, int *minute, long long *tenths) {
    if (len < 7 || !digit(s[0]) || !digit(s[1]) || s[2] != ':' || !digit(s[3]) ||
        !digit(s[4]) || s[5] != ' ')
        return 0;
    int hh = (s[0] - '0') * 10 + (s[1] - '0'), mm = (s[3] - '0') * 10 + (s[4] - '0');
    if (hh > 23 || mm > 59) return 0;
    long i = 6;
    int negative = s[i] == '-';
    if (negative) i++;
    long long v = 0;
    int digits = 0;
    while (i < len && digit(s[i]) && digits < 6) {
        v = v * 10 + (s[i++] - '0');
        digits++;
    }
    if (digits < 1 || digits > 5) return 0;
    v *= 10;
    if (i < len && s[i] == '.') {
        if (i + 1 >= len || !digit(s[i + 1])) return 0;
        v += s[i + 1] - '0';
        i += 2;
    }
    if (i != len) return 0;
    *minute = hh * 60 + mm;
    *tenths = negative ? -v : v;
    return 1;
}

static void show(long long t) {
    long long a = t < 0 ? -t : t;
    printf("%s%lld.%lld", t < 0 ? "-" : "", a / 10, a % 10);
}

int main(void) {
    char *line = NULL;
    size_t size = 0;
    ssize_t got;
    long number = 0, readings = 0, run = 0, rise = 0;
    long long sum = 0, lo = 0, hi = 0, last = 0;
    int lo_at = 0, hi_at = 0;
    while ((got = getline(&line, &size, stdin)) > 0) {
        number++;
        long len = (long)got;
        if (line[len - 1] == '\n') len--;
        int minute;
        long long t;
        if (!parse(line, len, &minute, &t)) {
            printf("bad line %ld\n", number);
            continue;
        }
        if (readings == 0 || t < lo) {
            lo = t;
            lo_at = minute;
        }
        if (readings == 0 || t > hi) {
            hi = t;
            hi_at = minute;
        }
        run = readings > 0 && t > last ? run + 1 : 1;
        if (run > rise) rise = run;
        last = t;
        sum += t;
        readings++;
    }
    free(line);
    if (readings == 0) {
        puts("no readings");
        return 0;
    }
    printf("readings %ld\nmin ", readings);
    show(lo);
    printf(" at %02d:%02d\nmax ", lo_at / 60, lo_at % 60);
    show(hi);
    printf(" at %02d:%02d\nmean ", hi_at / 60, hi_at % 60);
    long long a = sum < 0 ? -sum : sum;
    long long m = (2 * a + readings) / (2 * readings);
    show(sum < 0 ? -m : m);
    printf("\nrise %ld\n", rise);
    return 0;
}
