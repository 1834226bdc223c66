/* Ranges of integers.  Input: lines until the end of the input, at most 10^6 bytes in all (a
   last line without a newline still counts).  A list line holds integers in strictly increasing
   order, each an optional minus sign and 1 to 19 digits, with a value of at most 4 * 10^18 in
   size, separated by one or more blanks (spaces or tabs), which may also come before the first
   and after the last; any other line is not a list (a line of blanks alone is an empty list).
   Output per line: the list with every run of two or more consecutive integers written "A..B",
   the parts separated by commas ("-3..-1,4,7..8"), "empty" for an empty list, or "invalid". */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>

#define LIMIT 4000000000000000000LL

static long parse(const char *s, long n, long long *values) {  /* how many, or -1 */
    long count = 0, i = 0;
    for (;;) {
        while (i < n && (s[i] == ' ' || s[i] == '\t')) i++;
        if (i == n) return count;
        int negative = s[i] == '-';
        if (negative) i++;
        long long v = 0;
        int digits = 0;
        while (i < n && s[i] >= '0' && s[i] <= '9') {
            long long d = s[i++] - '0';
            if (++digits > 19 || v > (LIMIT - d) / 10) return -1;
            v = v * 10 + d;
        }
        if (digits == 0) return -1;
        if (i < n && s[i] != ' ' && s[i] != '\t') return -1;
        v = negative ? -v : v;
        if (count > 0 && v <= values[count - 1]) return -1;
        values[count++] = v;
    }
}

int main(void) {
    char *line = NULL;
    size_t size = 0;
    ssize_t got;
    long long *values = malloc(sizeof *values * 500001);
    if (!values) return 1;
    while ((got = getline(&line, &size, stdin)) > 0) {
        long n = (long)got;
        if (line[n - 1] == '\n') n--;
        long count = parse(line, n, values);
        if (count < 0) {
            puts("invalid");
            continue;
        }
        if (count == 0) {
            puts("empty");
            continue;
        }
        for (long i = 0; i < count;) {
            long j = i;
            while (j + 1 < count && values[j + 1] - values[j] == 1) j++;
            if (i > 0) putchar(',');
            if (j > i) printf("%lld..%lld", values[i], values[j]);
            else printf("%lld", values[i]);
            i = j + 1;
        }
        putchar('\n');
    }
    free(line);
    free(values);
    return 0;
}
