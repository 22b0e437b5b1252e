// Encodes a PNG with libpng under several filter / zlib strategy / level choices and prints
// the fastest of 15 encodes and the size for each (tools/png/strategies.sh runs it).
#include <png.h>
#include <zlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
typedef struct { unsigned char *d; size_t n, cap; } buf;
static void wfn(png_structp p, png_bytep b, size_t l){ buf *o=png_get_io_ptr(p); if(o->n+l>o->cap){o->cap=(o->n+l)*2;o->d=realloc(o->d,o->cap);} memcpy(o->d+o->n,b,l); o->n+=l; }
static void ffn(png_structp p){}
static double now(){ struct timespec t; clock_gettime(CLOCK_MONOTONIC,&t); return t.tv_sec+t.tv_nsec*1e-9; }
size_t enc(unsigned char *rgba, int w, int h, int level, int filters, int strategy, int bufsize){
  buf o={0}; png_structp png=png_create_write_struct(PNG_LIBPNG_VER_STRING,0,0,0); png_infop info=png_create_info_struct(png);
  png_set_write_fn(png,&o,wfn,ffn); png_set_compression_level(png,level); png_set_filter(png,0,filters); png_set_compression_strategy(png,strategy);
  if(bufsize) png_set_compression_buffer_size(png,bufsize);
  png_set_IHDR(png,info,w,h,8,PNG_COLOR_TYPE_RGB_ALPHA,0,0,0);
  png_bytep *rows=malloc(sizeof(png_bytep)*h); for(int y=0;y<h;y++) rows[y]=rgba+(size_t)y*w*4;
  png_write_info(png,info); png_write_image(png,rows); png_write_end(png,info); free(rows); png_destroy_write_struct(&png,&info);
  free(o.d); return o.n; }
int main(int argc,char**argv){
  png_image img; memset(&img,0,sizeof img); img.version=PNG_IMAGE_VERSION;
  if(!png_image_begin_read_from_file(&img,argv[1])) return 1; img.format=PNG_FORMAT_RGBA;
  unsigned char *px=malloc(PNG_IMAGE_SIZE(img)); png_image_finish_read(&img,0,px,0,0);
  int w=img.width,h=img.height; printf("%dx%d\n",w,h);
  struct { const char*name; int level, filters, strategy, bufsize; } cs[]={
    {"L1 up default",1,PNG_FILTER_UP,Z_DEFAULT_STRATEGY,0},
    {"L1 up default buf64k",1,PNG_FILTER_UP,Z_DEFAULT_STRATEGY,65536},
    {"L1 up rle",1,PNG_FILTER_UP,Z_RLE,0},
    {"L1 up rle buf64k",1,PNG_FILTER_UP,Z_RLE,65536},
    {"L1 sub rle",1,PNG_FILTER_SUB,Z_RLE,65536},
    {"L1 none rle",1,PNG_FILTER_NONE,Z_RLE,65536},
    {"L1 none default",1,PNG_FILTER_NONE,Z_DEFAULT_STRATEGY,65536},
    {"L2 up rle",2,PNG_FILTER_UP,Z_RLE,65536},
    {"L1 up huffman",1,PNG_FILTER_UP,Z_HUFFMAN_ONLY,65536},
    {"L1 paeth rle",1,PNG_FILTER_PAETH,Z_RLE,65536},
    {"L6 adaptive",6,PNG_ALL_FILTERS,Z_DEFAULT_STRATEGY,0},
  };
  for(int c=0;c<sizeof cs/sizeof cs[0];c++){ double best=1e9; size_t n=0;
    for(int r=0;r<15;r++){ double t=now(); n=enc(px,w,h,cs[c].level,cs[c].filters,cs[c].strategy,cs[c].bufsize); t=now()-t; if(t<best)best=t; }
    printf("%-22s %7.2f ms %8zu bytes\n",cs[c].name,best*1e3,n); }
}
