/* Common prefixes of lines.  Input: lines until the end of the input (at most 10^6 bytes in
   all); the last line may lack its newline, and a carriage return at the end of a line is not
   part of it.  Output: per line after the first, one line with the length of the longest
   common prefix of that line and the line before it; then a line "common P" with the length of
   the longest prefix common to all the lines (0 when there is no line) and a line "prefix [S]"
   with that prefix between brackets. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    char *line = NULL, *prev = NULL, *common = NULL;
    size_t size = 0;
    ssize_t got;
    long lines = 0, prev_length = 0, common_length = 0;
    while ((got = getline(&line, &size, stdin)) > 0) {
        long n = (long)got;
        if (line[n - 1] == '\n') n--;
        if (n > 0 && line[n - 1] == '\r') n--;
        lines++;
        if (lines == 1) {
            prev = malloc((size_t)n + 1);
            common = malloc((size_t)n + 1);
            if (!prev || !common) return 1;
            memcpy(common, line, (size_t)n);
            common_length = n;
        } else {
            long same = 0;
            while (same < n && same < prev_length && line[same] == prev[same]) same++;
            printf("%ld\n", same);
            long keep = 0;
            while (keep < n && keep < common_length && line[keep] == common[keep]) keep++;
            common_length = keep;
            prev = realloc(prev, (size_t)n + 1);
            if (!prev) return 1;
        }
        memcpy(prev, line, (size_t)n);
        prev_length = n;
    }
    printf("common %ld\n", common_length);
    fputs("prefix [", stdout);
    fwrite(common ? common : "", 1, (size_t)common_length, stdout);
    puts("]");
    free(line);
    free(prev);
    free(common);
    return 0;
}
