#include <stdio.h>
int a[1000000];
int main(void){int n; if(scanf("%d",&n)!=1) return 1; for(int i=0;i<n;i++) scanf("%d",&a[i]); long c=0; for(int i=0;i<n;i++) for(int j=i+1;j<n;j++) c+=a[i]>a[j]; printf("%ld\n",c); return 0;}
