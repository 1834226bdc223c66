/* Time spans.  Input: records, one per line (the last line may lack its newline), at most 10^5:
   "HH:MM:SS-HH:MM:SS", a start time and an end time, each field exactly two digits
   (00 <= HH <= 23, 00 <= MM <= 59, 00 <= SS <= 59).  A span runs from its start to its end; when
   the end is earlier than the start it runs past midnight into the next day, and equal times
   make a span of length 0.  Output: each span's length as H:MM:SS, one per line, then
   "total H:MM:SS" (the sum of the lengths; its hours may pass 24) and "longest N" (the 1-based
   number of the record with the longest span, the first of equally long ones; 0 when there are
   no records). */
#include <stdio.h>
#include <string.h>

static int field(const char *s, int limit) {
    if (s[0] < '0' || s[0] > '9' || s[1] < '0' || s[1] > '9') return -1;
    int v = (s[0] - '0') * 10 + (s[1] - '0');
    return v <= limit ? v : -1;
}

/* "HH:MM:SS" as seconds since midnight; -1 when it is not a time */
static int clock_seconds(const char *s) {
    if (s[2] != ':' || s[5] != ':') return -1;
    int h = field(s, 23), m = field(s + 3, 59), sec = field(s + 6, 59);
    if (h < 0 || m < 0 || sec < 0) return -1;
    return h * 3600 + m * 60 + sec;
}

int main(void) {
    char line[32];
    long long total = 0;
    long records = 0, longest_record = 0;
    int longest = -1;
    while (fgets(line, sizeof line, stdin)) {
        size_t len = strcspn(line, "\n");
        if (len != 17 || line[8] != '-') return 1;
        int start = clock_seconds(line), end = clock_seconds(line + 9);
        if (start < 0 || end < 0) return 1;
        int span = end - start;
        if (span < 0) span += 86400;
        records++;
        if (span > longest) {
            longest = span;
            longest_record = records;
        }
        total += span;
        printf("%d:%02d:%02d\n", span / 3600, span / 60 % 60, span % 60);
    }
    printf("total %lld:%02lld:%02lld\n", total / 3600, total / 60 % 60, total % 60);
    printf("longest %ld\n", longest_record);
    return 0;
}
