/* Common subsequence.  Input: two lines, the strings A and B, each of 1 to 10^4 bytes of
   printable ASCII (0x20 to 0x7E, spaces included) and ended by a newline.  Output: the length of
   the longest common subsequence of A and B (the longest string both contain as a subsequence,
   its bytes in order but not necessarily adjacent). */
#include <stdio.h>
#include <stdlib.h>

/* a line without its newline; NULL at the end of the input */
static char *read_line(size_t *len) {
    size_t cap = 64;
    char *line = malloc(cap);
    if (!line) return NULL;
    *len = 0;
    int c;
    while ((c = getchar()) != EOF && c != '\n') {
        if (*len + 1 == cap) {
            cap *= 2;
            line = realloc(line, cap);
            if (!line) return NULL;
        }
        line[(*len)++] = (char)c;
    }
    if (c == EOF && *len == 0) {
        free(line);
        return NULL;
    }
    line[*len] = '\0';
    return line;
}

int main(void) {
    size_t la, lb;
    char *a = read_line(&la), *b = read_line(&lb);
    if (!a || !b || la < 1 || lb < 1 || la > 10000 || lb > 10000) return 1;
    /* prev[j], cur[j]: the answer for a prefix of A and the first j bytes of B */
    int *prev = calloc(lb + 1, sizeof *prev), *cur = calloc(lb + 1, sizeof *cur);
    if (!prev || !cur) return 1;
    for (size_t i = 1; i <= la; i++) {
        for (size_t j = 1; j <= lb; j++) {
            if (a[i - 1] == b[j - 1])
                cur[j] = prev[j - 1] + 1;
            else
                cur[j] = prev[j] > cur[j - 1] ? prev[j] : cur[j - 1];
        }
        int *t = prev;
        prev = cur;
        cur = t;
    }
    printf("%d\n", prev[lb]);
    free(a);
    free(b);
    free(prev);
    free(cur);
    return 0;
}
